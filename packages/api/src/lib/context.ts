import { HostId, type Locale, resolveHostId } from '@vag/domain';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { CaptchaVerifier } from './captcha';

export interface ApiOptions {
  database: Database;
  logger: Logger;
  /** The brand word of the spec's host rule (DESIGN §5). */
  shopHostWord: string;
  /** Verifies bot-protection tokens (contact, recommendation, registration). */
  captcha: CaptchaVerifier;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    hostId: HostId;
    locale: Locale;
  };
}

/** The site a request is for: an explicit `host_id` wins, else the host name rule. */
export function hostIdOf(hostParam: string | undefined, host: string | undefined, brandWord: string): HostId {
  if (hostParam === String(HostId.shop)) return HostId.shop;
  if (hostParam === String(HostId.academy)) return HostId.academy;
  return resolveHostId(host, brandWord);
}
