import type { AdminCategoryNode } from '@vag/domain';
import { Form, Link } from 'react-router';
import type { T } from '../i18n';

/*
 * A category tree of the back office (issue 21), the shop's or the academy's: nested lists, each
 * row with its flags and item count, buttons to move it among its siblings (plain forms: keyboard
 * and no-JS usable), links to edit it or add a child, and a delete for an empty one. The screen
 * owns the URL (`?{query}edit=level:id`, `?{query}new=level&parent=id`) and the action.
 */

export interface CategoryTreeProps {
  nodes: AdminCategoryNode[];
  t: T;
  csrf: string;
  /** The `level:id` being edited. */
  selected?: string;
  /** Search parameters every link of the tree keeps, each followed by `&` (e.g. `site=shop&`). */
  query: string;
  /** A row's level as the tree labels it; `depth` counts from 1 at the top. */
  levelName: (node: AdminCategoryNode, depth: number) => string;
  /** The row's badge of what is placed in it or below it. */
  countLabel: (count: number) => string;
  /** The level of a new child and its name in lower case; undefined where no child may go. */
  childOf: (node: AdminCategoryNode, depth: number) => { level: string; name: string } | undefined;
}

function MoveButton({
  t,
  csrf,
  node,
  ids,
  direction,
}: {
  t: T;
  csrf: string;
  node: AdminCategoryNode;
  ids: number[] | undefined;
  direction: 'up' | 'down';
}) {
  const name = node.hu?.name ?? String(node.id);
  const label = t(direction === 'up' ? 'category_move_up' : 'category_move_down', { name });
  if (!ids) return <span className="tree-move-gap" aria-hidden="true" />;
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="_token" value={csrf} />
      <input type="hidden" name="intent" value="order" />
      <input type="hidden" name="level" value={node.level} />
      <input type="hidden" name="ids" value={ids.join(',')} />
      <button type="submit" className="button small icon" aria-label={label} title={label}>
        {direction === 'up' ? '↑' : '↓'}
      </button>
    </Form>
  );
}

/** The siblings' ids with the one at `index` swapped with its neighbour; undefined at either end. */
function swapped(siblings: AdminCategoryNode[], index: number, by: -1 | 1): number[] | undefined {
  const other = index + by;
  if (other < 0 || other >= siblings.length) return undefined;
  const ids = siblings.map((node) => node.id);
  [ids[index], ids[other]] = [ids[other] as number, ids[index] as number];
  return ids;
}

export function CategoryTree(props: CategoryTreeProps & { depth?: number }) {
  const { nodes, t, csrf, selected, query, levelName, countLabel, childOf, depth = 1 } = props;
  return (
    <ul className="category-tree">
      {nodes.map((node, index) => {
        const name = node.hu?.name ?? `#${node.id}`;
        const below = childOf(node, depth);
        const key = `${node.level}:${node.id}`;
        const empty = node.children.length === 0 && node.item_count === 0;
        return (
          <li key={key} aria-current={selected === key ? 'true' : undefined}>
            <div className="category-row">
              <div className="category-name">
                <span className="category-level">{levelName(node, depth)}</span>
                <strong>{name}</strong>
                {node.en ? <span className="muted"> · {node.en.name}</span> : null}
                <span className="category-badges">
                  <span className="badge">{countLabel(node.item_count)}</span>
                  {node.is_in_menu && <span className="badge">{t('category_in_menu')}</span>}
                  {!node.is_active && <span className="badge warning">{t('category_inactive')}</span>}
                  {!node.en && <span className="badge warning">{t('category_untranslated')}</span>}
                </span>
              </div>
              <div className="category-actions">
                <MoveButton t={t} csrf={csrf} node={node} ids={swapped(nodes, index, -1)} direction="up" />
                <MoveButton t={t} csrf={csrf} node={node} ids={swapped(nodes, index, 1)} direction="down" />
                <Link className="button small" to={`?${query}edit=${key}`} aria-label={t('category_edit_of', { name })}>
                  {t('category_edit')}
                </Link>
                {below && (
                  <Link
                    className="button small"
                    to={`?${query}new=${below.level}&parent=${node.id}`}
                    aria-label={t('category_add_child_of', { level: below.name, name })}
                  >
                    {t('category_add_child', { level: below.name })}
                  </Link>
                )}
                {empty && (
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="_token" value={csrf} />
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="level" value={node.level} />
                    <input type="hidden" name="id" value={node.id} />
                    <button
                      type="submit"
                      className="button small danger"
                      aria-label={t('category_delete_of', { name })}
                    >
                      {t('category_delete')}
                    </button>
                  </Form>
                )}
              </div>
            </div>
            {node.children.length > 0 && <CategoryTree {...props} nodes={node.children} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}
