import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { highlightedEntries, type MenuNode } from '../lib/category-menu';
import { useT } from '../lib/use-site';
import { Link } from './Link';

/**
 * The category dropdown of the header (spec §2): every top category with two sub levels,
 * and on the shop the highlighted list of categories flagged is_in_menu. A disclosure
 * button: Escape, a click outside or a route change closes it.
 */
export function CategoryMenu({ label, nodes }: { label: string; nodes: MenuNode[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const highlighted = highlightedEntries(nodes);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a route change
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (nodes.length === 0) return null;
  return (
    <div className="category-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="category-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className="category-menu__chevron" aria-hidden="true" />
      </button>
      {/* The panel's links are rendered while it is open: opening it takes JavaScript, and every page's HTML is the lighter. */}
      <div id={panelId} className="category-menu__panel" hidden={!open}>
        {open && (
          <div className="container category-menu__grid">
            {nodes.map((node) => (
              <section key={node.id} className="category-menu__column" aria-label={node.name}>
                <Link to={node.url} className="category-menu__title">
                  {node.name}
                </Link>
                {node.children.length > 0 && (
                  <ul>
                    {node.children.map((child) => (
                      <li key={child.id}>
                        <Link to={child.url}>{child.name}</Link>
                        {child.children.length > 0 && (
                          <ul className="category-menu__sub">
                            {child.children.map((sub) => (
                              <li key={sub.id}>
                                <Link to={sub.url}>{sub.name}</Link>
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
            {highlighted.length > 0 && (
              <section className="category-menu__column category-menu__highlighted" aria-label={t('nav.highlighted')}>
                <p className="category-menu__title">{t('nav.highlighted')}</p>
                <ul>
                  {highlighted.map((node) => (
                    <li key={`${node.id}-${node.url}`}>
                      <Link to={node.url}>{node.name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
