/**
 * The Quill editor in the snow theme (spec §5). Loaded lazily, so it is its own
 * chunk and never part of a public page.
 */
import { useEffect, useId, useRef, useState } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { keyboardBindings } from './rich-text-keyboard';

export interface RichTextEditorProps {
  value: string;
  /** `byUser` is false for Quill's own normalisation of the initial value. */
  onChange: (html: string, byUser: boolean) => void;
  /** Id of the element that labels the editor. */
  labelledBy: string;
  /** Ids of its hint, counter and error, and whether the last check refused it. */
  describedBy?: string;
  invalid?: boolean;
}

const modules = {
  toolbar: [
    [{ header: [2, 3, false] }],
    ['bold', 'italic', 'underline'],
    // Indenting lives here: Tab leaves the editor.
    [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
    ['link', 'blockquote'],
    ['clean'],
  ],
  keyboard: { bindings: keyboardBindings },
};

/** Read to assistive technology with the field's own description. */
const keyboardHint = 'Tab and Escape move to the next field; use the toolbar to indent.';

const pickerNames: Record<string, string> = { 'ql-header': 'Text style' };
const buttonNames: Record<string, string> = { 'indent -1': 'Decrease indent', 'indent +1': 'Increase indent' };

/** Quill's pickers and some buttons have no useful accessible names; name them and label the editing area. */
function labelQuill(root: HTMLElement, labelledBy: string) {
  const editor = root.querySelector<HTMLElement>('.ql-editor');
  if (editor) {
    editor.setAttribute('role', 'textbox');
    editor.setAttribute('aria-multiline', 'true');
    editor.setAttribute('aria-labelledby', labelledBy);
  }
  root.querySelectorAll<HTMLElement>('.ql-picker').forEach((picker) => {
    const kind = [...picker.classList].find((name) => name in pickerNames);
    const label = picker.querySelector<HTMLElement>('.ql-picker-label');
    if (label) {
      label.setAttribute('role', 'button');
      label.setAttribute('aria-label', (kind && pickerNames[kind]) ?? 'Format');
    }
    picker.querySelectorAll<HTMLElement>('.ql-picker-item').forEach((item) => {
      const value = item.dataset.value;
      item.setAttribute('aria-label', value ? `Heading ${value}` : 'Normal text');
    });
  });
  root.querySelectorAll<HTMLButtonElement>('.ql-toolbar button').forEach((button) => {
    const format = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3) ?? 'format';
    const name = button.value ? `${format} ${button.value}` : format;
    // Quill names some buttons itself ("indent: +1"), which tells a listener little.
    const better = buttonNames[name];
    if (better) button.setAttribute('aria-label', better);
    else if (!button.getAttribute('aria-label')) button.setAttribute('aria-label', name);
  });
}

/**
 * Quill 2's semantic HTML turns every space into &nbsp;, which would stop public
 * pages from wrapping lines: the form gets ordinary spaces back.
 */
export function withPlainSpaces(html: string): string {
  return html.replace(/&nbsp;/g, ' ');
}

export default function RichTextEditor({ value, onChange, labelledBy, describedBy, invalid = false }: RichTextEditorProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const hintId = useId();
  // The editor keeps its own markup as its value (feeding the cleaned text back would move the caret).
  const [raw, setRaw] = useState(value);
  // What the editor last gave the form: any other value came from outside (a restored draft or version) and replaces the markup.
  const emitted = useRef(value);
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setRaw(value);
  }, [value]);

  // The editing area is the control: it carries the keyboard hint, the field's description and invalid state.
  useEffect(() => {
    const editor = wrapper.current?.querySelector<HTMLElement>('.ql-editor');
    if (!editor) return;
    editor.setAttribute('aria-describedby', describedBy ? `${hintId} ${describedBy}` : hintId);
    if (invalid) editor.setAttribute('aria-invalid', 'true');
    else editor.removeAttribute('aria-invalid');
  }, [hintId, describedBy, invalid]);

  useEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    labelQuill(root, labelledBy);
    // Quill re-renders picker labels when the selection changes: keep them named.
    const observer = new MutationObserver(() => {
      const unnamed = root.querySelector('.ql-picker-label:not([aria-label]), .ql-editor:not([aria-labelledby])');
      if (unnamed) labelQuill(root, labelledBy);
    });
    observer.observe(root, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [labelledBy]);

  return (
    <div ref={wrapper} className={`admin-editor${invalid ? ' admin-editor--invalid' : ''}`}>
      <p id={hintId} className="visually-hidden">
        {keyboardHint}
      </p>
      <ReactQuill
        theme="snow"
        value={raw}
        modules={modules}
        onChange={(html, _delta, source) => {
          setRaw(html);
          emitted.current = withPlainSpaces(html);
          onChange(emitted.current, source === 'user');
        }}
      />
    </div>
  );
}
