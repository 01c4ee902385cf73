/** The status nginx logs for a request whose client closed the connection before the answer. */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * A bound on the storefront renders under way at once (SSR_CONCURRENCY). A render is CPU work
 * that holds its page's data, its React tree and its HTML until the last byte is sent: fifty of
 * them interleaved finish no sooner than fifty in turn on two cores, but each takes fifty times
 * longer and all hold their memory together. With a few at a time the others wait in line
 * (first come, first served), each render finishes sooner, and memory stays bounded; a few,
 * not one, so that one render's wait for the database overlaps another's CPU.
 */
export class RenderSlots {
  readonly #limit: number;
  readonly #holdLimitMs: number;
  #busy = 0;
  readonly #waiting: (() => void)[] = [];

  /**
   * `holdLimitMs`: a body nobody reads to the end nor cancels (a HEAD answered without it, a
   * response replaced by a middleware) would hold its slot for good; after this long the slot
   * is given back whatever became of the body.
   */
  constructor(limit: number, holdLimitMs = 30_000) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`render slots must be a positive integer: ${limit}`);
    this.#limit = limit;
    this.#holdLimitMs = holdLimitMs;
  }

  /** Renders under way. */
  get busy(): number {
    return this.#busy;
  }

  /** Renders waiting for a slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * Runs `render` in a slot, held until its response's body has been read to the end, failed or
   * been cancelled (a streamed page keeps rendering while it is sent). `signal`: the visitor's
   * request; when it was aborted while waiting (the connection closed: a visitor who went on,
   * a load generator that stopped), the page is not rendered and the slot goes on
   * at once, with a 499 that no one receives (the request log shows why).
   */
  async run(render: () => Promise<Response>, signal?: AbortSignal): Promise<Response> {
    await this.#acquire();
    if (signal?.aborted) {
      this.#release();
      return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    }
    let response: Response;
    try {
      response = await render();
    } catch (error) {
      this.#release();
      throw error;
    }
    // A page rendered whole (its length known) is done: only a streamed one renders while sent.
    if (response.headers.has('content-length') || !response.body) {
      this.#release();
      return response;
    }
    return new Response(this.#releasingAtEnd(response.body), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }

  #acquire(): Promise<void> {
    if (this.#busy < this.#limit) {
      this.#busy++;
      return Promise.resolve();
    }
    // The slot passes straight from the render that ends to the one that waited longest.
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #release() {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy--;
  }

  #releasingAtEnd(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
    const reader = body.getReader();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      this.#release();
    };
    const timer = setTimeout(release, this.#holdLimitMs);
    timer.unref?.();
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            release();
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          release();
          controller.error(error);
        }
      },
      async cancel(reason) {
        release();
        await reader.cancel(reason);
      },
    });
  }
}
