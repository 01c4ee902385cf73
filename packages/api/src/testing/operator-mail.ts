import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { OperatorRecipients } from '../lib/operator-mail';

/** Operators of every site and kind, two for the shop's orders (issue 18). */
export const TEST_OPERATORS: OperatorRecipients = {
  shop: {
    order: ['orders@shop.example', 'boss@shop.example'],
    contact: ['contact@shop.example'],
    professional_registration: ['pro@shop.example'],
  },
  academy: {
    enrolment: ['enrol@academy.example'],
    contact: ['contact@academy.example'],
    recommendation: ['wish@academy.example'],
    professional_registration: ['pro@academy.example'],
  },
};

/** The queued operators' notices, oldest first. */
export function operatorMails(db: Db) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'operator_notification')).orderBy(asc(mailOutbox.id));
}
