import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from './server';

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  server = await startServer();
  project.provide('port', server.port);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}
