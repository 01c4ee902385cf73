import {
  type AdminCategoryNode,
  PRODUCT_CATEGORY_LEVELS,
  type ProductCategoryLevel,
  type SiteKey,
  type StaffMe,
} from '@vag/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  createCategory,
  deleteCategory,
  getCategoryTrees,
  orderCategories,
  updateCategory,
} from '../api-client/categories';
import { ApiError } from '../api-client/client';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { CategoryTree } from '../components/CategoryTree';
import { ErrorSummary } from '../components/ErrorSummary';
import { type T, translator } from '../i18n';
import { localeOf } from '../lib/locale';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/categories';
import { CategoryForm, type CategoryFormTarget } from './categories-form';

/*
 * The shop's category tree (issue 21): nested lists, each row with its flags, product count and
 * buttons to move it among its siblings (plain forms: keyboard and no-JS usable), the editor of
 * one category or of a new child beside it. `?edit=level:id`, `?new=level&parent=id` in the URL.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('category_title') },
];

const isLevel = (value: string | null): value is ProductCategoryLevel =>
  (PRODUCT_CATEGORY_LEVELS as readonly string[]).includes(value ?? '');

function findNode(nodes: AdminCategoryNode[], level: string, id: number): AdminCategoryNode | undefined {
  for (const node of nodes) {
    if (node.level === level && node.id === id) return node;
    const below = findNode(node.children, level, id);
    if (below) return below;
  }
  return undefined;
}

/** Every category of a level, for the parent select of the level below. */
const ofLevel = (nodes: AdminCategoryNode[], level: ProductCategoryLevel): AdminCategoryNode[] =>
  nodes.flatMap((node) => [...(node.level === level ? [node] : []), ...ofLevel(node.children, level)]);

const childLevel = (level: ProductCategoryLevel): ProductCategoryLevel | undefined =>
  PRODUCT_CATEGORY_LEVELS[PRODUCT_CATEGORY_LEVELS.indexOf(level) + 1];
const parentLevel = (level: ProductCategoryLevel): ProductCategoryLevel | undefined =>
  PRODUCT_CATEGORY_LEVELS[PRODUCT_CATEGORY_LEVELS.indexOf(level) - 1];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const me = await requireStaff(request, context, locale);
  const url = new URL(request.url);
  const asked = url.searchParams.get('site');
  const site: SiteKey =
    asked === 'shop' || asked === 'academy' ? asked : me.sites.includes('shop') ? 'shop' : (me.sites[0] ?? 'shop');
  try {
    const [tree] = await getCategoryTrees(serverAdminApi(request, context), site, locale);
    const categories = tree?.categories ?? [];
    const [editLevel, editId] = (url.searchParams.get('edit') ?? '').split(':');
    const newLevel = url.searchParams.get('new');
    let target: CategoryFormTarget | undefined;
    if (isLevel(editLevel ?? null)) {
      const node = findNode(categories, editLevel as ProductCategoryLevel, Number(editId));
      if (node) target = { mode: 'edit', level: node.level as ProductCategoryLevel, node };
    } else if (isLevel(newLevel)) {
      const parentId = Number(url.searchParams.get('parent')) || undefined;
      target = { mode: 'new', level: newLevel, parentId };
    }
    const up = target ? parentLevel(target.level as ProductCategoryLevel) : undefined;
    return {
      locale,
      me,
      site,
      categories,
      target,
      parents: up ? ofLevel(categories, up) : [],
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
  const level = String(form.get('level') ?? '');
  const id = Number(form.get('id'));
  const submit = serverSubmit(request, context);
  if (!isLevel(level)) throw data({ message: 'Bad request' }, { status: 400 });
  form.delete('id');
  let answer: Awaited<ReturnType<typeof orderCategories>>;
  if (intent === 'order') answer = await orderCategories(submit, form, locale);
  else if (intent === 'delete') answer = await deleteCategory(submit, { level, id }, form, locale);
  else if (intent === 'save') {
    form.delete('level');
    answer = await updateCategory(submit, { level, id }, form, locale);
  } else answer = await createCategory(submit, form, locale);
  if (answer.ok && intent !== 'order' && intent !== 'delete') {
    // Back to the tree with the saved category in view; the notice travels in the URL.
    const url = new URL(request.url);
    url.searchParams.delete('edit');
    url.searchParams.delete('new');
    url.searchParams.delete('parent');
    url.searchParams.set('saved', '1');
    throw redirect(`${url.pathname}${url.search}`, { headers: answer.headers });
  }
  return data(
    { ok: answer.ok, intent, message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

function levelName(t: T, level: ProductCategoryLevel) {
  return t(`category_level_${level}`);
}

function SitePicker({ me, site, t }: { me: StaffMe; site: SiteKey; t: T }) {
  if (me.sites.length < 2) return null;
  return (
    <Form method="get" className="filters">
      <div className="field inline">
        <label htmlFor="site">{t('siteFilter')}</label>
        <select id="site" name="site" defaultValue={site}>
          {me.sites.map((key) => (
            <option key={key} value={key}>
              {key === 'shop' ? t('siteShop') : t('siteAcademy')}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button small">
        {t('apply')}
      </button>
    </Form>
  );
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, me, site, categories, target, parents, csrf, saved } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const selected = target?.mode === 'edit' ? `${target.level}:${target.node.id}` : undefined;
  const formErrors = actionData && !actionData.ok && (actionData.intent === 'save' || actionData.intent === 'create');
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('category_title')}</h1>
        <Link className="button" to={`?site=${site}&new=main`}>
          {t('category_add_main')}
        </Link>
      </div>
      <p className="muted">{t('category_intro')}</p>
      <SitePicker me={me} site={site} t={t} />
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
          <h2 id="category-tree-title">
            {t('category_tree_of', { site: site === 'shop' ? t('siteShop') : t('siteAcademy') })}
          </h2>
          {categories.length === 0 ? (
            <p>{t('category_empty')}</p>
          ) : (
            <CategoryTree
              nodes={categories}
              t={t}
              csrf={csrf}
              selected={selected}
              query={`site=${site}&`}
              levelName={(node) => levelName(t, node.level as ProductCategoryLevel)}
              countLabel={(count) => t('category_products', { count })}
              childOf={(node) => {
                const below = childLevel(node.level as ProductCategoryLevel);
                return below && { level: below, name: levelName(t, below).toLowerCase() };
              }}
            />
          )}
        </section>
        {target && (
          <CategoryForm
            key={
              target.mode === 'edit' ? `${target.level}:${target.node.id}` : `new:${target.level}:${target.parentId}`
            }
            t={t}
            csrf={csrf}
            site={site}
            target={target}
            parents={parents}
            busy={busy}
            result={formErrors ? actionData : undefined}
          />
        )}
      </div>
    </div>
  );
}
