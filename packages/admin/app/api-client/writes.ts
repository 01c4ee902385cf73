import { declaredWrites } from './submit';
// Every area file of writes, loaded so that the table below holds them all.
import './blog';
import './carousel';
import './categories';
import './customers';
import './media';
import './orders';
import './product-import';
import './product-promotions';
import './pages';
import './salons';
import './products';
import './enrolments';
import './inbox';
import './mails';
import './newsletter';
import './staff';
import './trainings';
import './waiting-list';
import './training-categories';
import './seo';
import './redirects';
import './coupons';
import './gifts';

/** Every write of the admin client: packages/server/src/admin-api-contract.test.ts checks each one against the admin API. */
export const ADMIN_CLIENT_WRITES = declaredWrites();
