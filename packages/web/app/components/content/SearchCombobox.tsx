import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_KEYWORD_LENGTH, type SuggestResponse } from '@vag/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigate, useRouteLoaderData } from 'react-router';
import { browserApi } from '../../api-client/browser';
import { suggest } from '../../api-client/content';
import { useLocale, useT } from '../../lib/use-site';
import type { RootLoaderData } from '../../root';
import { ResponsiveImage } from '../catalogue/ResponsiveImage';
import { Icon } from '../Icon';

interface Option {
  id: string;
  href: string;
  kind: 'suggestion' | 'category' | 'all';
  label: string;
  image?: string | null;
}

interface Props {
  /** Suggestions asked for: 5 in the desktop dropdown, 2 in the phone overlay (spec §9). */
  limit: number;
  searchPath: string;
  autoFocus?: boolean;
  /** Called after the combobox sends the shopper somewhere (the overlay closes). */
  onNavigate?: () => void;
  /** Escape on an empty, closed box (the overlay closes). */
  onEscape?: () => void;
  className?: string;
}

/**
 * The header search as an ARIA 1.2 combobox with a listbox popup: arrow keys move the active
 * option (aria-activedescendant), Enter opens it or the search page, Escape closes, and a polite
 * live region announces how many suggestions there are. Without JavaScript it is a GET form.
 */
export function SearchCombobox({ limit, searchPath, autoFocus, onNavigate, onEscape, className }: Props) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const root = useRouteLoaderData<RootLoaderData>('root');
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [keyword, setKeyword] = useState('');
  const [answer, setAnswer] = useState<{ keyword: string; body: SuggestResponse } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const trimmed = keyword.trim();
  const searchable = trimmed.length >= SEARCH_MIN_KEYWORD_LENGTH;
  const resultsHref = `${searchPath}?keyword=${encodeURIComponent(trimmed)}`;

  useEffect(() => {
    if (!searchable || !root) {
      setAnswer(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      suggest(browserApi(root.publicApiBaseUrl), root.site.hostId, locale, trimmed, limit)
        .then((body) => {
          if (controller.signal.aborted) return;
          setAnswer({ keyword: trimmed, body });
          setActive(-1);
          setLoading(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [searchable, trimmed, limit, locale, root]);

  const suggestions = answer?.body.objects.slice(0, limit) ?? [];
  const options: Option[] = answer
    ? [
        ...suggestions.map((item) => ({
          id: `${baseId}-s-${item.type}-${item.id}`,
          href: item.link,
          kind: 'suggestion' as const,
          label: item.title,
          image: item.image,
        })),
        ...answer.body.categories.map((item) => ({
          id: `${baseId}-c-${item.link}`,
          href: item.link,
          kind: 'category' as const,
          label: item.name,
        })),
        { id: `${baseId}-all`, href: resultsHref, kind: 'all' as const, label: t('content.search.showAll') },
      ]
    : [];
  const expanded = open && searchable && answer !== null;
  const activeOption = expanded ? options[active] : undefined;

  function go(href: string) {
    setOpen(false);
    onNavigate?.();
    navigate(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return 0;
        return next < 0 ? options.length - 1 : next;
      });
      return;
    }
    if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (keyword) setKeyword('');
      else onEscape?.();
      return;
    }
    if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      go(activeOption.href);
    }
  }

  const suggestionOptions = options.filter((option) => option.kind === 'suggestion');
  const categoryOptions = options.filter((option) => option.kind === 'category');
  const allOption = options.find((option) => option.kind === 'all');
  const renderOption = (option: Option) => (
    // Options are picked with the pointer here; the keyboard works from the input (aria-activedescendant).
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys of its options
    <div
      key={option.id}
      id={option.id}
      role="option"
      tabIndex={-1}
      aria-selected={option.id === activeOption?.id}
      className={`search-option search-option--${option.kind}`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => go(option.href)}
      onMouseEnter={() => setActive(options.indexOf(option))}
    >
      {option.kind === 'suggestion' && (
        <span className="search-option__image">
          <ResponsiveImage src={option.image} alt="" width={48} height={48} sizes="48px" />
        </span>
      )}
      <span className="search-option__label">{option.label}</span>
    </div>
  );

  const status = !searchable
    ? ''
    : loading && !answer
      ? t('content.search.loading')
      : answer
        ? `${suggestions.length} ${t('content.search.suggestionsFound')}`
        : '';

  return (
    <Form
      discover="none"
      method="get"
      action={searchPath}
      role="search"
      className={`search-box ${className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        go(searchable ? resultsHref : searchPath);
      }}
    >
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        {t('content.search.label')}
      </label>
      <input
        ref={inputRef}
        id={`${baseId}-input`}
        name="keyword"
        // Not type="search": HTML allows role="combobox" only on a text input (W3C Nu checker).
        type="text"
        inputMode="search"
        enterKeyHint="search"
        className="search-box__input"
        placeholder={t('content.search.placeholder')}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption?.id}
        // biome-ignore lint/a11y/noAutofocus: the overlay opens for typing; focus goes where the shopper asked
        autoFocus={autoFocus}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-box__submit icon-button">
        <Icon name="search" size={20} />
        <span className="visually-hidden">{t('content.search.submit')}</span>
      </button>
      <div className="search-box__popup" hidden={!expanded}>
        <div id={listboxId} role="listbox" aria-label={t('content.search.suggestions')} className="search-box__list">
          {suggestionOptions.map(renderOption)}
          {categoryOptions.length > 0 && (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA 1.2), not form controls
            <div role="group" aria-labelledby={`${baseId}-categories`} className="search-box__group">
              <div id={`${baseId}-categories`} role="presentation" className="search-box__group-title">
                {t('content.search.categories')}
              </div>
              {categoryOptions.map(renderOption)}
            </div>
          )}
          {allOption && renderOption(allOption)}
        </div>
        {suggestionOptions.length === 0 && answer && (
          <p className="search-box__empty">{t('content.search.noSuggestions')}</p>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" role="status">
        {expanded || loading ? status : ''}
      </p>
    </Form>
  );
}
