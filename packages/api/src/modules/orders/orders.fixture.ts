import { expect } from 'vitest';
import type { Agent, TestApp } from '../../testing';

/** Test helpers of the order and enrolment tests: forms, cart filling and the simulator's buttons. */

export const form = (fields: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );

export const guestData = {
  last_name: 'Kovács',
  first_name: 'Anna',
  email: 'anna.kovacs@example.hu',
  phone_number: '06 30 123 4567',
};

/** A complete checkout form of a guest paying by card with GLS home delivery. */
export function checkoutFields(
  ref: { zipcodeId: number; streetTypeId: number },
  extra: Record<string, string | number | boolean | undefined> = {},
) {
  return {
    ...guestData,
    zipcode_id: ref.zipcodeId,
    street_type_id: ref.streetTypeId,
    street: 'Andrássy',
    number: '12',
    floor: '2',
    door: '5',
    delivery_method_id: 1,
    payment_method_id: 1,
    terms_accepted: 1,
    second_terms_accepted: 1,
    captcha_token: 'test-pass',
    ...extra,
  };
}

export async function guest(t: TestApp, host?: string): Promise<Agent> {
  const agent = t.agent(host);
  await agent.csrf();
  return agent;
}

export async function addProduct(agent: Agent, productId: number, count = 1) {
  const response = await agent.post('/api/v1/user-cart/add', form({ product_id: productId, count }));
  expect(response.status, await response.clone().text()).toBe(200);
}

export async function addTrainingDate(agent: Agent, dateId: number, locationTypeId = 1, count = 1) {
  const response = await agent.post(
    '/api/v1/academy-cart/add',
    form({ item_id: dateId, training_location_type_id: locationTypeId, count }),
  );
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Opens the simulator's gateway page as the buyer's browser and presses one of its buttons. */
export async function press(t: TestApp, gatewayUrl: string, decision: 'pay' | 'fail' | 'cancel', host: string) {
  const page = await t.request(new URL(gatewayUrl).pathname, { host });
  const html = await page.text();
  const field = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? '';
  const response = await t.request('/payment-simulator/decision', {
    host,
    method: 'POST',
    headers: { origin: `http://${host}` },
    body: new URLSearchParams({ payment_id: field('payment_id'), token: field('token'), decision }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}
