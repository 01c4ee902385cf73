import { type AdminCategoryNode, TRAINING_CATEGORY_MAX_DEPTH } from '@vag/domain';
import { data, Link, redirect, useNavigation } from 'react-router';
import { ApiError } from '../api-client/client';
import { serverAdminApi } from '../api-client/server';
import { actionAnswer, csrfOf, serverSubmit } from '../api-client/submit.server';
import {
  createTrainingCategory,
  deleteTrainingCategory,
  getTrainingCategoryTree,
  orderTrainingCategories,
  updateTrainingCategory,
} from '../api-client/training-categories';
import { CategoryTree } from '../components/CategoryTree';
import { ErrorSummary } from '../components/ErrorSummary';
import { translator } from '../i18n';
import { localeOf } from '../lib/locale';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/training-categories';
import { CategoryForm, type CategoryFormTarget } from './categories-form';

/*
 * The academy's training category tree (issue 21), on the shop tree's pieces: the nested tree with
 * its move buttons and the editor of one category or of a new one beside it. One tree of up to
 * three levels; a category may sit at the top. `?edit=training:id`, `?new=training&parent=id`.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('academy_trainingCategoriesTitle') },
];

interface Placed {
  node: AdminCategoryNode;
  depth: number;
  /** Levels its subtree spans (1: no children). */
  height: number;
}

/** Every category in reading order with its depth and the height of its subtree. */
function flatten(nodes: AdminCategoryNode[], depth = 1): Placed[] {
  return nodes.flatMap((node) => {
    const below = flatten(node.children, depth + 1);
    const height = 1 + Math.max(0, ...below.filter((p) => p.depth === depth + 1).map((p) => p.height));
    return [{ node, depth, height }, ...below];
  });
}

const inside = (node: AdminCategoryNode, id: number): boolean =>
  node.id === id || node.children.some((child) => inside(child, id));

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  await requireStaff(request, context, locale);
  const url = new URL(request.url);
  try {
    const [tree] = await getTrainingCategoryTree(serverAdminApi(request, context), locale);
    const categories = tree?.categories ?? [];
    const placed = flatten(categories);
    const editId = Number((url.searchParams.get('edit') ?? '').split(':')[1]);
    const editing = placed.find((p) => p.node.id === editId);
    let target: CategoryFormTarget | undefined;
    if (editing) target = { mode: 'edit', level: 'training', node: editing.node };
    else if (url.searchParams.get('new') === 'training') {
      const parentId = Number(url.searchParams.get('parent')) || undefined;
      target = { mode: 'new', level: 'training', parentId };
    }
    // A parent that keeps the category (and everything below it) within the levels, never itself or below it.
    const height = editing?.height ?? 1;
    const parents = placed
      .filter((p) => p.depth + height <= TRAINING_CATEGORY_MAX_DEPTH && !(editing && inside(editing.node, p.node.id)))
      .map((p) => ({ ...p.node, depth: p.depth }));
    return {
      locale,
      categories,
      target,
      parents,
      saved: url.searchParams.has('saved'),
      csrf: csrfOf(request),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

/** create, save, order and delete; a refusal comes back to the form, a success to the tree. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const submit = serverSubmit(request, context);
  form.delete('id');
  form.delete('level');
  let answer: Awaited<ReturnType<typeof orderTrainingCategories>>;
  if (intent === 'order') answer = await orderTrainingCategories(submit, form, locale);
  else if (intent === 'delete') answer = await deleteTrainingCategory(submit, id, form, locale);
  else if (intent === 'save') answer = await updateTrainingCategory(submit, id, form, locale);
  else answer = await createTrainingCategory(submit, form, locale);
  if (answer.ok && intent !== 'order' && intent !== 'delete') {
    // Back to the tree; the notice travels in the URL.
    throw redirect('/training-categories?saved=1', { headers: answer.headers });
  }
  return actionAnswer(answer, { intent });
}

export default function TrainingCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, categories, target, parents, csrf, saved } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const selected = target?.mode === 'edit' ? `training:${target.node.id}` : undefined;
  const formErrors = actionData && !actionData.ok && (actionData.intent === 'save' || actionData.intent === 'create');
  const depthOf = new Map(parents.map((parent) => [parent.id, parent.depth]));
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('academy_trainingCategoriesTitle')}</h1>
        <Link className="button" to="?new=training">
          {t('academy_trainingCategoryAddTop')}
        </Link>
      </div>
      <p className="muted">{t('academy_trainingCategoriesIntro')}</p>
      {actionData && !actionData.ok && !formErrors && (
        <ErrorSummary title={t('errorSummary')} message={actionData.message} fields={actionData.errors} />
      )}
      {((actionData?.ok && actionData.message) || saved) && (
        <p className="notice" role="status">
          {actionData?.message ?? t('category_saved')}
        </p>
      )}
      <div className={target ? 'category-layout with-form' : 'category-layout'}>
        <section className="panel" aria-labelledby="category-tree-title">
          <h2 id="category-tree-title">{t('academy_trainingCategoriesTree')}</h2>
          {categories.length === 0 ? (
            <p>{t('category_empty')}</p>
          ) : (
            <CategoryTree
              nodes={categories}
              t={t}
              csrf={csrf}
              selected={selected}
              query=""
              levelName={(_node, depth) => t('academy_trainingCategoryLevel', { depth })}
              countLabel={(count) => t('academy_trainingCategoryTrainings', { count })}
              childOf={(_node, depth) =>
                depth < TRAINING_CATEGORY_MAX_DEPTH
                  ? { level: 'training', name: t('academy_trainingCategoryChild') }
                  : undefined
              }
            />
          )}
        </section>
        {target && (
          <CategoryForm
            key={target.mode === 'edit' ? `training:${target.node.id}` : `new:training:${target.parentId}`}
            t={t}
            csrf={csrf}
            site="academy"
            target={target}
            parents={parents}
            busy={busy}
            result={formErrors ? actionData : undefined}
            topParent={t('academy_trainingCategoryTop')}
            parentLabel={(parent) =>
              `${'– '.repeat((depthOf.get(parent.id) ?? 1) - 1)}${parent.hu?.name ?? `#${parent.id}`}`
            }
            menuFlag={false}
            activeLabel={t('academy_trainingCategoryActive')}
          />
        )}
      </div>
    </div>
  );
}
