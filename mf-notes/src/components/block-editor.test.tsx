import type { NoteBody } from '@organizator/shared/contract';
import { act, render, waitFor } from '@testing-library/react';
import { createRef, StrictMode } from 'react';
import { BlockEditor, type BlockEditorHandle } from './block-editor';
import type { CreateEditorOptions } from './editor-runtime';

interface FakeEditor {
  options: CreateEditorOptions;
  ready: () => void;
  isReady: Promise<void>;
  save: jest.Mock;
  destroy: jest.Mock;
}
const mockEditors: FakeEditor[] = [];

// Editor.js itself needs a browser; the lifecycle around it is what is tested here.
jest.mock('./editor-runtime', () => ({
  sanitizeBody: jest.requireActual('../domain/sanitize-body').sanitizeBody,
  createEditor: (options: CreateEditorOptions) => {
    let ready: () => void = () => {};
    const isReady = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const editor = {
      options,
      ready,
      isReady,
      save: jest.fn(async () => ({
        time: 1,
        version: '2.31.7',
        blocks: [{ id: 'a', type: 'paragraph', data: { text: 'hi <img src=x onerror=alert(1)>' } }],
      })),
      destroy: jest.fn(),
    };
    mockEditors.push(editor);
    return editor;
  },
}));

const body: NoteBody = {
  blocks: [{ type: 'paragraph', data: { text: 'x<img src=x onerror="window.__xss=1">' } }],
};
const live = () => mockEditors.filter((e) => e.destroy.mock.calls.length === 0);

describe('BlockEditor lifecycle', () => {
  beforeEach(() => {
    mockEditors.length = 0;
  });

  it('creates one editor from sanitised data and destroys it on unmount', async () => {
    const { unmount } = render(
      <StrictMode>
        <BlockEditor initialBody={body} onChange={() => {}} />
      </StrictMode>,
    );
    await waitFor(() => expect(mockEditors).toHaveLength(1));
    const [editor] = mockEditors;
    expect(JSON.stringify(editor?.options.data)).not.toMatch(/onerror|<img/);
    await act(async () => editor?.ready());
    unmount();
    await waitFor(() => expect(editor?.destroy).toHaveBeenCalledTimes(1));
    expect(live()).toHaveLength(0);
  });

  it('destroys an editor that was still starting when the component went away', async () => {
    const { unmount } = render(<BlockEditor initialBody={null} onChange={() => {}} />);
    await waitFor(() => expect(mockEditors).toHaveLength(1));
    unmount();
    const [editor] = mockEditors;
    expect(editor?.destroy).not.toHaveBeenCalled();
    await act(async () => editor?.ready());
    expect(editor?.destroy).toHaveBeenCalledTimes(1);
  });

  it('replaces the editor when moving to another note, leaving one alive', async () => {
    const view = (id: string) => <BlockEditor key={id} initialBody={null} onChange={() => {}} />;
    const { rerender } = render(view('n1'));
    await waitFor(() => expect(mockEditors).toHaveLength(1));
    await act(async () => mockEditors[0]?.ready());
    rerender(view('n2'));
    await waitFor(() => expect(mockEditors).toHaveLength(2));
    await act(async () => mockEditors[1]?.ready());
    expect(mockEditors[0]?.destroy).toHaveBeenCalledTimes(1);
    expect(live()).toEqual([mockEditors[1]]);
  });

  it('counts only user changes, and hands back sanitised, contract-checked content', async () => {
    const onChange = jest.fn();
    const ref = createRef<BlockEditorHandle>();
    render(<BlockEditor ref={ref} initialBody={null} onChange={onChange} />);
    await waitFor(() => expect(mockEditors).toHaveLength(1));
    const [editor] = mockEditors;
    editor?.options.onChange(); // start-up rendering
    expect(onChange).not.toHaveBeenCalled();
    expect(await ref.current?.save()).toBeNull();

    await act(async () => editor?.ready());
    editor?.options.onChange();
    expect(onChange).toHaveBeenCalledTimes(1);
    const saved = await ref.current?.save();
    expect(saved?.blocks[0]).toEqual({ id: 'a', type: 'paragraph', data: { text: 'hi ' } });
  });
});
