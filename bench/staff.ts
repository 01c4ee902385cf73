import { DEMO_STAFF } from '../packages/api/src/db/demo/staff';
import { totpCode } from '../packages/api/src/modules/staff/staff.totp';
import { ADMIN_HOST, jsonOf, STAFF_XSRF, Visitor } from './http';

/*
 * A signed-in back-office session for the admin routes: the demo owner (every permission, both
 * sites) signs in as the back office's login page does: GET /csrf-cookie, POST /login with the
 * password, then POST /login/totp with the code of the owner's published demo secret. Works
 * whether STAFF_2FA is required (production without demo data) or optional.
 */

const API = '/api/admin/v1';

/** The staff member's session (its cookies), or why there is none. */
export async function staffSession(port: number): Promise<Visitor | string> {
  const owner = DEMO_STAFF.find((member) => member.role === 'owner');
  if (!owner) return 'no demo owner';
  const staff = new Visitor(port, ADMIN_HOST, undefined, undefined, STAFF_XSRF);
  try {
    const cookie = await staff.send(`${API}/csrf-cookie`);
    if (cookie.status >= 300) return `${API}/csrf-cookie answered ${cookie.status}`;
    const login = await staff.send(`${API}/login`, {
      method: 'POST',
      json: { email: owner.email, password: owner.password },
    });
    if (login.status !== 200) return `staff login answered ${login.status}`;
    const { data } = jsonOf<{ data: { stage: string } }>(login);
    if (data.stage === 'totp' && owner.totp) {
      const second = await staff.send(`${API}/login/totp`, { method: 'POST', json: { code: totpCode(owner.totp) } });
      if (second.status !== 200) return `staff code answered ${second.status}`;
    } else if (data.stage !== 'active') return `staff login stopped at ${data.stage}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return staff;
}
