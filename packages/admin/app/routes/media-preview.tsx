import { data } from 'react-router';
import { previewContent } from '../api-client/media';
import { serverSubmit } from '../api-client/submit.server';
import type { PreviewAnswer } from '../components/RichTextPreview';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/media-preview';

/** The rich-text preview's data (components/RichTextPreview.tsx): a draft as the API sanitises it for the storefront. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const body = (await request.json().catch(() => ({}))) as { html?: unknown; locale?: unknown };
  const html = typeof body.html === 'string' ? body.html : '';
  const contentLocale = body.locale === 'en' ? 'en' : 'hu';
  const answer = await previewContent(serverSubmit(request, context), html, contentLocale, locale);
  return data<PreviewAnswer>(
    { ok: answer.ok, html: answer.body.data?.html, message: answer.body.message },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}
