import { declaredWrites, type Write } from './submit';

// Every area file of the client (not its tests or server-only transport): loading them declares their writes.
import.meta.glob(['./*.ts', '!./*.test.ts', '!./*.server.ts', '!./writes.ts'], { eager: true });

/** Every write the client can send: the table the API contract test holds against the API's routes. */
export const CLIENT_WRITES: readonly Write[] = declaredWrites();
