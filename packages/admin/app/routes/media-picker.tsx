import { ADMIN_LIST_PAGE_SIZE } from '@vag/domain';
import { data } from 'react-router';
import { ApiError } from '../api-client/client';
import { listMedia, uploadMedia } from '../api-client/media';
import { serverAdminApi } from '../api-client/server';
import { serverSubmit } from '../api-client/submit.server';
import type { MediaPickerList, MediaUploadAnswer } from '../components/MediaLibraryDialog';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/media-picker';

/*
 * The media picker's data (components/MediaLibraryDialog.tsx): a page of the library, and an
 * upload made from inside an editor. A resource route: no screen, fetched by the dialog.
 */

export async function loader({ request, context }: Route.LoaderArgs): Promise<MediaPickerList> {
  const locale = localeOf(request);
  const params = new URL(request.url).searchParams;
  try {
    return await listMedia(
      serverAdminApi(request, context),
      { q: params.get('q') || undefined, page: Number(params.get('page')) || 1, per_page: ADMIN_LIST_PAGE_SIZE },
      locale,
    );
  } catch (error) {
    if (error instanceof ApiError) throw data(error.body, { status: error.status });
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const answer = await uploadMedia(serverSubmit(request, context), await request.formData(), locale);
  return data<MediaUploadAnswer>(
    { ok: answer.ok, message: answer.body.message, errors: answer.body.errors, media: answer.body.data },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}
