import { PaymentMethodId, PaymentStatusId } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import {
  ACADEMY_HOST,
  createAddressReference,
  createProduct,
  createTestApp,
  createTraining,
  outboxFor,
  SHOP_HOST,
  type TestApp,
} from '../../testing';
import { addProduct, addTrainingDate, checkoutFields, form, guest, press } from '../orders/orders.fixture';
import { switchedPayment } from './payment-switch';

/*
 * Issue 18 "Card payment cancelled or failed": the buyer may pay another way that the delivery
 * allows, by the purchase's payment key, without placing it again and without losing anything.
 */

describe('switchedPayment (the totals of another way to pay)', () => {
  const snapshot = {
    paymentMethodId: PaymentMethodId.card,
    historicPaymentPriceGross: 0,
    historicTotalGross: 10_000,
    historicTotalVat: 2_126,
    historicTotalNet: 7_874,
  };
  const targets = [
    { id: PaymentMethodId.bankTransfer, name: 'Átutalás', extra_cost: 0 },
    { id: PaymentMethodId.cashOnDelivery, name: 'Utánvét', extra_cost: 590 },
  ];

  it('adds the new fee and its VAT at 27 %, and keeps net + VAT = gross', () => {
    const cod = switchedPayment({}, snapshot, targets, PaymentMethodId.cashOnDelivery, Date.UTC(2026, 10, 27));
    // 590 gross holds 465 net and 125 VAT (590 × 100 / 127 = 464.57, rounded half away from zero).
    expect(cod).toMatchObject({
      paymentMethodId: PaymentMethodId.cashOnDelivery,
      historicPaymentMethodName: 'Utánvét',
      historicPaymentPriceGross: 590,
      historicTotalGross: 10_590,
      historicTotalVat: 2_251,
      historicTotalNet: 8_339,
      paymentStatusId: PaymentStatusId.pending,
      // Paid on handover: no deadline.
      paymentDeadline: null,
    });
    const back = switchedPayment({}, { ...snapshot, ...cod }, targets, PaymentMethodId.bankTransfer);
    expect(back).toMatchObject({ historicTotalGross: 10_000, historicTotalVat: 2_126, historicTotalNet: 7_874 });
  });

  it('gives a transfer its deadline from the moment of the switch', () => {
    const now = Date.UTC(2026, 10, 27, 9);
    const transfer = switchedPayment({}, snapshot, targets, PaymentMethodId.bankTransfer, now);
    expect(transfer.paymentDeadline?.getTime()).toBe(now + 5 * 86_400_000);
  });

  it('refuses a method that is not among the targets (the card, or one the delivery does not allow)', () => {
    for (const method of [PaymentMethodId.card, PaymentMethodId.payAtPickup]) {
      const refused = (() => {
        try {
          switchedPayment({}, snapshot, targets, method);
        } catch (error) {
          return error;
        }
      })();
      expect(refused).toBeInstanceOf(ValidationError);
      expect(Object.keys((refused as ValidationError).errors ?? {})).toEqual(['payment_method_id']);
    }
  });
});

let t: TestApp;
let db: Db;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
});
afterAll(() => t.dispose());

let emails = 0;
const uniqueEmail = () => `masik.mod${++emails}.${Date.now()}@example.hu`;
const SWITCH = '/api/v1/order-from-payment-key/payment-method';

/** A guest's card order for home delivery, its payment `decision` taken at the simulator. */
async function cardOrder(decision: 'fail' | 'cancel' | null, price = 8_000) {
  const product = await createProduct(db, { price });
  const agent = await guest(t);
  await addProduct(agent, product.id, 1);
  const email = uniqueEmail();
  const response = await agent.post('/api/v1/order', form(checkoutFields(ref, { email })));
  expect(response.status, await response.clone().text()).toBe(201);
  const placed = await response.json();
  if (decision) await press(t, placed.payment_url, decision, SHOP_HOST);
  return { agent, email, key: placed.data.payment_key as string, order: placed.data };
}

describe('POST /api/v1/order-from-payment-key/payment-method', () => {
  it('turns a failed card order into cash on delivery: the fee and totals follow, and the buyer is mailed', async () => {
    const { agent, email, key, order } = await cardOrder('fail');
    const response = await agent.post(SWITCH, form({ payment_key: key, payment_method_id: 3 }));
    expect(response.status, await response.clone().text()).toBe(200);
    const { data, message } = await response.json();
    expect(message).toMatch(/fizetési módot módosítottuk/);
    expect(data).toMatchObject({
      payment_key: key,
      paymentStatus: { id: PaymentStatusId.pending },
      paymentMethod: { id: PaymentMethodId.cashOnDelivery },
      historic_payment_price_gross: 590,
      historic_total_gross: order.historic_total_gross + 590,
      historic_total_vat: order.historic_total_vat + 125,
      can_repay: false,
      bank_transfer: null,
    });
    const mail = (await outboxFor(db, email)).find((row) => row.kind === 'payment_method_changed');
    expect(mail?.textBody).toContain(data.order_number);
    expect(mail?.textBody).toMatch(/Utánvét|utánvét/i);

    // Not a card order any more: nothing to switch from, nor to pay again by card.
    const again = await agent.post(SWITCH, form({ payment_key: key, payment_method_id: 2 }));
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('repayment_not_allowed');
  });

  it('turns a cancelled card order into a bank transfer with the account, amount, reference and deadline', async () => {
    const { agent, email, key } = await cardOrder('cancel');
    const before = Date.now();
    const { data } = await (await agent.post(SWITCH, form({ payment_key: key, payment_method_id: 2 }))).json();
    expect(data.bank_transfer).toMatchObject({
      account_number: '12345676-12345678-90123452',
      amount: data.historic_total_gross,
      reference: data.order_number,
    });
    const deadline = new Date(data.bank_transfer.deadline).getTime();
    expect(deadline).toBeGreaterThanOrEqual(before + 5 * 86_400_000 - 1_000);
    const mail = (await outboxFor(db, email)).find((row) => row.kind === 'payment_method_changed');
    expect(mail?.textBody).toContain('12345676-12345678-90123452');
    expect(mail?.textBody).toContain(data.order_number);
  });

  it('refuses the card, and a method the delivery does not allow, with a field error that changes nothing', async () => {
    const { agent, key } = await cardOrder('fail');
    for (const method of [PaymentMethodId.card, PaymentMethodId.payAtPickup, 99]) {
      const response = await agent.post(SWITCH, form({ payment_key: key, payment_method_id: method }));
      expect(response.status).toBe(422);
      expect(Object.keys((await response.json()).errors)).toEqual(['payment_method_id']);
    }
    const order = (await (await agent.get(`/api/v1/order-from-payment-key?payment_key=${key}`)).json()).data;
    expect(order).toMatchObject({ paymentMethod: { id: PaymentMethodId.card }, can_repay: true });
  });

  it('refuses while the card payment may still succeed, once paid, and for an unknown key', async () => {
    const open = await cardOrder(null);
    const pending = await open.agent.post(SWITCH, form({ payment_key: open.key, payment_method_id: 2 }));
    expect(pending.status).toBe(409);

    const paid = await cardOrder('fail');
    const repaid = await (
      await paid.agent.post('/api/v1/order-from-payment-key', form({ payment_key: paid.key }))
    ).json();
    await press(t, repaid.payment_url, 'pay', SHOP_HOST);
    const afterPaid = await paid.agent.post(SWITCH, form({ payment_key: paid.key, payment_method_id: 2 }));
    expect(afterPaid.status).toBe(409);

    expect((await open.agent.post(SWITCH, form({ payment_key: 'nincs-ilyen', payment_method_id: 2 }))).status).toBe(
      404,
    );
  });

  it('switches once when two requests race: the other finds no card payment left to replace', async () => {
    const { agent, email, key } = await cardOrder('fail');
    const answers = await Promise.all([
      agent.post(SWITCH, form({ payment_key: key, payment_method_id: 2 })),
      agent.post(SWITCH, form({ payment_key: key, payment_method_id: 3 })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await outboxFor(db, email)).filter((row) => row.kind === 'payment_method_changed')).toHaveLength(1);
  });
});

describe('POST /api/v1/academy-subscription-from-payment-key/payment-method', () => {
  async function classroomDate(capacity: number) {
    const training = await createTraining(db, {
      name: { hu: 'Szempilla-lifting', en: 'Lash lifting' },
      slug: { hu: `szempilla-${Date.now()}-${capacity}`, en: `lash-${Date.now()}-${capacity}` },
      classroomPrice: 49_000,
      dates: [{ capacity }],
    });
    const [date] = await queryRows<{ id: number }>(
      db,
      sql`select id from training_dates where training_id = ${training.id}`,
    );
    return date?.id ?? 0;
  }
  const seatsHeld = async (dateId: number) =>
    (await queryRows<{ n: number }>(db, sql`select seats_held as n from training_dates where id = ${dateId}`))[0]?.n;
  const enrol = async (dateId: number, paymentMethodId = 1) => {
    const agent = await guest(t, ACADEMY_HOST);
    await addTrainingDate(agent, dateId);
    const fields = checkoutFields(ref, {
      delivery_method_id: undefined,
      payment_method_id: paymentMethodId,
      email: uniqueEmail(),
    });
    const response = await agent.post('/api/v1/academy-subscriptions', form(fields));
    expect(response.status, await response.clone().text()).toBe(201);
    return { agent, body: await response.json() };
  };
  const PATH = '/api/v1/academy-subscription-from-payment-key/payment-method';

  it('pays a failed enrolment by transfer and takes its released seats again, held until the new deadline', async () => {
    const dateId = await classroomDate(2);
    const { agent, body } = await enrol(dateId);
    await press(t, body.payment_url, 'fail', ACADEMY_HOST);
    await db.execute(
      sql`update academy_subscriptions set seats_hold_until = now() - interval '1 minute' where id = ${body.data.id}`,
    );
    const response = await agent.post(PATH, form({ payment_key: body.data.payment_key, payment_method_id: 2 }));
    expect(response.status, await response.clone().text()).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      paymentStatus: { id: PaymentStatusId.pending },
      paymentMethod: { id: PaymentMethodId.bankTransfer },
      academySubscriptionStatus: { code: 'pending' },
      seats_hold_until: null,
      bank_transfer: { reference: data.subscription_id, account_number: '12345676-12345678-90543214' },
    });
    expect(await seatsHeld(dateId)).toBe(1);
  });

  it('answers 409 training_date_full when the released seats went to someone else, and changes nothing', async () => {
    const dateId = await classroomDate(1);
    const { agent, body } = await enrol(dateId);
    await press(t, body.payment_url, 'cancel', ACADEMY_HOST);
    await db.execute(
      sql`update academy_subscriptions set seats_hold_until = now() - interval '1 minute' where id = ${body.data.id}`,
    );
    await enrol(dateId, 2);
    const response = await agent.post(PATH, form({ payment_key: body.data.payment_key, payment_method_id: 2 }));
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('training_date_full');
    const [row] = await queryRows<{ payment_method_id: number }>(
      db,
      sql`select payment_method_id from academy_subscriptions where id = ${body.data.id}`,
    );
    expect(row?.payment_method_id).toBe(PaymentMethodId.card);
    expect(await seatsHeld(dateId)).toBe(1);
  });
});
