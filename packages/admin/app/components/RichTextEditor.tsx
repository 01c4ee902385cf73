import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { AdminMediaAsset, Locale } from '@vag/domain';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type T, translator } from '../i18n';
import { MediaLibraryDialog } from './MediaLibraryDialog';
import { RichTextPreview } from './RichTextPreview';

/*
 * The back office's rich text (issue 21): Tiptap, with only the nodes the API's sanitiser keeps
 * (lib/html.ts: paragraphs, h2/h3, bold, italic, underline, strike, lists, quotes, rules, links,
 * images), so what an editor sees is what the storefront shows. Without JavaScript (and until the
 * page hydrates) the field is a textarea of the HTML under the same name, so nothing is lost.
 */

/** What a link may point to: the sanitiser's schemes, or a path of the same site. */
const LINK_PATTERN = /^(https?:\/\/\S+|mailto:\S+|tel:[\d\s+()-]+|\/(?!\/)\S*)$/i;

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    // `<code>` and `<pre>` are not kept by the sanitiser: the editor does not offer them.
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
      // A shop's own links open in the same tab; no tracking classes.
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

/** The document's HTML, or '' when it holds no text nor image (Tiptap's empty `<p></p>`). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export function RichTextEditor({
  name,
  label,
  defaultValue = '',
  locale,
  contentLocale = /_en$/.test(name) ? 'en' : 'hu',
  error,
  describedBy,
}: {
  /** The form field the HTML posts as. */
  name: string;
  label: string;
  defaultValue?: string | null;
  /** The back office's language (toolbar labels). */
  locale: Locale;
  /** The text's language: the alt text an inserted image gets, the preview's `lang`. Default: from a `_hu`/`_en` name. */
  contentLocale?: Locale;
  error?: string;
  /** Ids of hints outside the component that describe the field. */
  describedBy?: string;
}) {
  const t = translator(locale);
  const id = useId();
  const [html, setHtml] = useState(defaultValue ?? '');
  const [picking, setPicking] = useState(false);
  const describedIds = [describedBy, error ? `${id}-error` : undefined].filter(Boolean).join(' ');

  const attributes = useCallback(
    (): Record<string, string> => ({
      id: `${id}-input`,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': `${id}-label`,
      ...(describedIds ? { 'aria-describedby': describedIds } : {}),
      ...(error ? { 'aria-invalid': 'true' } : {}),
      class: 'rich-text-content',
      lang: contentLocale,
    }),
    [id, describedIds, error, contentLocale],
  );

  const editor = useEditor({
    extensions,
    content: defaultValue ?? '',
    // Rendered on the server as a textarea; the editor starts in the browser.
    immediatelyRender: false,
    // The admin's CSP allows no inline styles: the editor's few rules are in admin.css.
    injectCSS: false,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor }) => setHtml(htmlOf(editor)),
  });

  // A refused save brings an error: the editable element is described by it.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributes() } });
  }, [editor, attributes]);

  const insertImage = useCallback(
    (media: AdminMediaAsset) => {
      setPicking(false);
      editor
        ?.chain()
        .focus()
        .setImage({ src: media.url, alt: media.alt[contentLocale], width: media.width, height: media.height })
        .run();
    },
    [editor, contentLocale],
  );

  return (
    <div className="field rich-text">
      {/* Names the editable area too (aria-labelledby); `for` can only point at the textarea. */}
      <label id={`${id}-label`} htmlFor={editor ? undefined : `${id}-textarea`}>
        {label}
      </label>
      {editor ? (
        <>
          <input type="hidden" name={name} value={html} />
          <Toolbar editor={editor} t={t} onImage={() => setPicking(true)} />
          <EditorContent editor={editor} className="rich-text-frame" />
          <MediaLibraryDialog
            open={picking}
            locale={locale}
            onPick={insertImage}
            onClose={() => setPicking(false)}
            returnFocus={() => editor.commands.focus()}
          />
          <RichTextPreview html={() => htmlOf(editor)} locale={locale} contentLocale={contentLocale} />
        </>
      ) : (
        <>
          <textarea
            id={`${id}-textarea`}
            name={name}
            defaultValue={defaultValue ?? ''}
            rows={12}
            className="rich-text-source"
            lang={contentLocale}
            aria-describedby={[`${id}-source-hint`, describedIds].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
          />
          <p className="hint" id={`${id}-source-hint`}>
            {t('rte_no_script')}
          </p>
        </>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor, t, onImage }: { editor: Editor; t: T; onImage: () => void }) {
  const id = useId();
  const state = useEditorState({
    editor,
    selector: ({ editor }) => ({
      paragraph: editor.isActive('paragraph'),
      h2: editor.isActive('heading', { level: 2 }),
      h3: editor.isActive('heading', { level: 3 }),
      bold: editor.isActive('bold'),
      italic: editor.isActive('italic'),
      bulletList: editor.isActive('bulletList'),
      orderedList: editor.isActive('orderedList'),
      link: editor.isActive('link'),
      href: (editor.getAttributes('link').href as string | undefined) ?? '',
      canUndo: editor.can().undo(),
      canRedo: editor.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState(false);
  const linkInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (linkOpen) linkInput.current?.focus();
  }, [linkOpen]);

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();

  const applyLink = () => {
    const value = href.trim();
    if (!LINK_PATTERN.test(value)) {
      setLinkError(true);
      linkInput.current?.focus();
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: value } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href: value }).run();
    }
    setLinkOpen(false);
  };

  // Arrow keys move along the toolbar, as a toolbar's buttons are expected to.
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
  };

  const button = (label: string, pressed: boolean | undefined, onClick: () => void, text: ReactNode, extra = {}) => (
    <button
      type="button"
      className="tool"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onClick}
      {...extra}
    >
      {text}
    </button>
  );

  return (
    <>
      <div className="rich-text-toolbar" role="toolbar" aria-label={t('rte_toolbar')} onKeyDown={moveFocus}>
        {button(
          t('rte_paragraph'),
          state.paragraph,
          run((c) => c.setParagraph()),
          '¶',
        )}
        {button(
          t('rte_h2'),
          state.h2,
          run((c) => c.toggleHeading({ level: 2 })),
          'H2',
        )}
        {button(
          t('rte_h3'),
          state.h3,
          run((c) => c.toggleHeading({ level: 3 })),
          'H3',
        )}
        <span className="tool-gap" aria-hidden="true" />
        {button(
          t('rte_bold'),
          state.bold,
          run((c) => c.toggleBold()),
          <b>B</b>,
        )}
        {button(
          t('rte_italic'),
          state.italic,
          run((c) => c.toggleItalic()),
          <i>I</i>,
        )}
        {button(
          t('rte_bullet_list'),
          state.bulletList,
          run((c) => c.toggleBulletList()),
          '•≡',
        )}
        {button(
          t('rte_ordered_list'),
          state.orderedList,
          run((c) => c.toggleOrderedList()),
          '1.≡',
        )}
        <span className="tool-gap" aria-hidden="true" />
        {button(
          t('rte_link'),
          state.link,
          () => {
            setHref(state.href);
            setLinkError(false);
            setLinkOpen((open) => !open);
          },
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>,
          { 'aria-expanded': linkOpen, 'aria-controls': `${id}-link` },
        )}
        {button(
          t('rte_image'),
          undefined,
          onImage,
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="9" cy="10" r="2" fill="currentColor" />
            <path d="m4 18 5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>,
          { 'aria-haspopup': 'dialog' },
        )}
        <span className="tool-gap" aria-hidden="true" />
        {button(
          t('rte_undo'),
          undefined,
          run((c) => c.undo()),
          '↶',
          { disabled: !state.canUndo },
        )}
        {button(
          t('rte_redo'),
          undefined,
          run((c) => c.redo()),
          '↷',
          { disabled: !state.canRedo },
        )}
      </div>
      {linkOpen && (
        <div className="rich-text-link" id={`${id}-link`}>
          <label htmlFor={`${id}-href`}>{t('rte_link_url')}</label>
          <input
            ref={linkInput}
            id={`${id}-href`}
            inputMode="url"
            value={href}
            placeholder="https://"
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${id}-href-error` : undefined}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              // Enter applies the link; it must not submit the form the editor is in.
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                setLinkOpen(false);
                editor.commands.focus();
              }
            }}
          />
          <button type="button" className="button small" onClick={applyLink}>
            {t('rte_link_apply')}
          </button>
          {state.link && (
            <button
              type="button"
              className="button small"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
            >
              {t('rte_link_remove')}
            </button>
          )}
          {linkError && (
            <p className="field-error" id={`${id}-href-error`}>
              {t('rte_link_invalid')}
            </p>
          )}
        </div>
      )}
    </>
  );
}
