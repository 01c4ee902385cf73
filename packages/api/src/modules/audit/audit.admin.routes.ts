import { z } from '@hono/zod-openapi';
import { auditEntrySchema, auditQuerySchema, listMetaSchema, STAFF_SITE_SCOPE } from '@vag/domain';
import { type AdminContext, adminRoute, createAdminRouter, requireStaff, sitesOf } from '../../lib/admin-router';
import { pick } from '../../lib/responses';
import { staffNames } from '../staff/staff.service';
import { listAudit } from './audit.service';

const auditListBody = z.object({ data: z.array(auditEntrySchema), meta: listMetaSchema });

export function auditAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter().openapi(
    adminRoute({
      access: 'audit.read',
      method: 'get',
      path: '/audit-log',
      tags: ['Admin: audit'],
      summary: 'The audit log, newest first: filters by entity, action, member, site and date; server-side pages',
      request: { query: auditQuerySchema },
      responses: {
        200: { description: 'A page of entries', content: { 'application/json': { schema: auditListBody } } },
        ...pick(401, 422),
      },
    }),
    async (c) => {
      const staff = requireStaff(c);
      const query = c.req.valid('query');
      const [{ entries, meta }, names] = await Promise.all([
        listAudit(db, query, sitesOf(c, STAFF_SITE_SCOPE[staff.role])),
        staffNames(db),
      ]);
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        {
          data: entries.map((entry) => ({
            id: entry.id,
            created_at: entry.createdAt.toISOString(),
            staff_id: entry.staffId,
            staff_name: entry.staffId === null ? null : (names.get(entry.staffId) ?? null),
            action: entry.action,
            entity: entry.entity,
            entity_id: entry.entityId,
            site: entry.site,
            before: entry.before,
            after: entry.after,
          })),
          meta,
        },
        200,
      );
    },
  );
}
