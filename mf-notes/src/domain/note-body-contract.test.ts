import { apiMessages, noteBody, updateNoteBody } from '@organizator/shared/contract';

/** Output captured from Editor.js 2.31 with our tools in Chromium (header, list 2.0, code, table). */
const editorJsOutput = {
  time: 1795229638785,
  version: '2.31.7',
  blocks: [
    { id: 'h1a2b3c4d5', type: 'header', data: { text: 'Plan puta', level: 2 } },
    {
      id: 'l1a2b3c4d5',
      type: 'list',
      data: {
        style: 'ordered',
        meta: { counterType: 'numeric' },
        items: [
          { content: 'Prvi', meta: {}, items: [] },
          {
            content: '<b>Drugi</b>',
            meta: {},
            items: [{ content: 'ugniježđen', meta: {}, items: [] }],
          },
        ],
      },
    },
    {
      id: 'p1a2b3c4d5',
      type: 'paragraph',
      data: { text: 'Tekst s <code class="inline-code">x</code>&nbsp;' },
    },
    {
      id: 't1a2b3c4d5',
      type: 'table',
      data: {
        withHeadings: false,
        stretched: false,
        content: [
          ['Ime', 'Količina'],
          ['Jabuke', '3'],
        ],
      },
    },
    { id: 'c1a2b3c4d5', type: 'code', data: { code: 'const x = 1;' } },
  ],
};

describe('note body contract', () => {
  it('accepts what Editor.js produces with the note tools', () => {
    expect(noteBody.parse(editorJsOutput)).toEqual(editorJsOutput);
  });

  it('refuses a body that is not Editor.js data with a clear message', () => {
    for (const body of [
      'plain text',
      { blocks: 'nope' },
      { blocks: [{ type: 'raw', data: { html: '<script>alert(1)</script>' } }] },
    ]) {
      const result = updateNoteBody.safeParse({ body });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(apiMessages.invalidNoteBody);
    }
  });
});
