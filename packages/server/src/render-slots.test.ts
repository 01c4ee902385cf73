import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_CLOSED_REQUEST, RenderSlots } from './render-slots';

/** A render that answers when told to, with a body streamed in two parts. */
function pendingRender(log: string[], name: string) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const render = async () => {
    log.push(`start ${name}`);
    await answered;
    return new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`<p>${name}`));
          controller.enqueue(new TextEncoder().encode('</p>'));
          controller.close();
        },
      }),
      { headers: { 'content-type': 'text/html' } },
    );
  };
  return { render, answer };
}

// Fake timers: the hold limit's timeout runs when the test moves the clock, not after a real wait.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets every settled promise and stream read run its continuation (no time passes). */
const tick = () => vi.advanceTimersByTimeAsync(0);

describe('render slots', () => {
  it('runs at most the limit at once, the others in the order they came, each slot held until its body is read', async () => {
    const slots = new RenderSlots(2);
    const log: string[] = [];
    const renders = ['a', 'b', 'c', 'd'].map((name) => pendingRender(log, name));
    const responses = renders.map(({ render }) => slots.run(render));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect([slots.busy, slots.waiting]).toEqual([2, 2]);

    renders[1]?.answer();
    const b = await responses[1];
    await tick();
    // Answered but not yet sent: the page still holds its slot.
    expect(log).toEqual(['start a', 'start b']);
    expect(await b?.text()).toBe('<p>b</p>');
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c']);

    renders[0]?.answer();
    expect(await (await responses[0])?.text()).toBe('<p>a</p>');
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    renders[2]?.answer();
    renders[3]?.answer();
    await Promise.all(responses.slice(2).map(async (response) => (await response).text()));
    expect([slots.busy, slots.waiting]).toEqual([0, 0]);
  });

  it('gives the slot back when a render fails, when its body is cancelled, and when nobody reads it', async () => {
    const slots = new RenderSlots(1, 50);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(slots.busy).toBe(0);

    const log: string[] = [];
    const first = pendingRender(log, 'x');
    first.answer();
    const cancelled = await slots.run(first.render);
    // Cancelled while idle, its first part buffered: not while a read is under way, which frees the slot by failing.
    await tick();
    await cancelled.body?.cancel();
    expect(slots.busy).toBe(0);

    const second = pendingRender(log, 'y');
    second.answer();
    await slots.run(second.render);
    expect(slots.busy).toBe(1);
    await vi.advanceTimersByTimeAsync(49);
    expect(slots.busy).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(slots.busy).toBe(0);
  });

  it('gives the slot back when its body fails while it is sent', async () => {
    const slots = new RenderSlots(1);
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('lost the database'));
      },
    });
    const response = await slots.run(async () => new Response(failing));
    await expect(response.text()).rejects.toThrow();
    expect(slots.busy).toBe(0);
  });

  it('passes a body-less answer through and frees its slot at once', async () => {
    const slots = new RenderSlots(1);
    const response = await slots.run(async () => new Response(null, { status: 304 }));
    expect(response.status).toBe(304);
    expect(slots.busy).toBe(0);
  });

  it('frees the slot of a page rendered whole as soon as it is answered, before it is sent', async () => {
    const slots = new RenderSlots(1);
    const html = new TextEncoder().encode('<p>whole</p>');
    const response = await slots.run(
      async () => new Response(html, { headers: { 'content-length': String(html.byteLength) } }),
    );
    expect(slots.busy).toBe(0);
    expect(await response.text()).toBe('<p>whole</p>');
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new RenderSlots(0)).toThrow(RangeError);
  });

  it('does not render for a visitor who left while waiting, and passes the slot on at once', async () => {
    const slots = new RenderSlots(1);
    const log: string[] = [];
    const a = pendingRender(log, 'a');
    const b = pendingRender(log, 'b');
    const c = pendingRender(log, 'c');
    const left = new AbortController();
    const first = slots.run(a.render);
    const gone = slots.run(b.render, left.signal);
    const third = slots.run(c.render, new AbortController().signal);
    await tick();
    left.abort();
    a.answer();
    await (await first).text();
    expect((await gone).status).toBe(CLIENT_CLOSED_REQUEST);
    await tick();
    expect(log).toEqual(['start a', 'start c']);
    c.answer();
    expect(await (await third).text()).toBe('<p>c</p>');
    expect([slots.busy, slots.waiting]).toEqual([0, 0]);
  });
});
