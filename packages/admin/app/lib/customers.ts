import { HostId, type RoleId } from '@vag/domain';
import type { T } from '../i18n';

/** Labels of a customer's facts, shared by the customer list and a customer's page. */

/** The site a customer registered on: 1 the shop, 2 the academy. */
export const siteName = (hostId: number, t: T) => (hostId === HostId.academy ? t('siteAcademy') : t('siteShop'));

/** A user role of DESIGN §5: 1 customer, 2 professional, 3 beautician. */
export const roleName = (id: number, t: T) => t(`role_${id as RoleId}`);
