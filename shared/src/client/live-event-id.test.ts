import { answersEventId, forgetAnswersEventId, noteAnswerEventId } from './live-event-id';

afterEach(() => forgetAnswersEventId());

describe("the answers' live-event id", () => {
  it('is the lowest of the answers read with the token, so no change after any read is skipped', () => {
    noteAnswerEventId('Bearer t1', '40');
    noteAnswerEventId('Bearer t1', '37');
    noteAnswerEventId('Bearer t1', '52');
    expect(answersEventId('t1')).toBe('37');
  });

  it("never counts another token's answers", () => {
    noteAnswerEventId('Bearer old', '3');
    expect(answersEventId('new')).toBe('');
    noteAnswerEventId('Bearer new', '90');
    expect(answersEventId('new')).toBe('90');
    expect(answersEventId('old')).toBe('');
  });

  it('ignores a missing or malformed header, and answers read without a token', () => {
    noteAnswerEventId('Bearer t1', null);
    noteAnswerEventId('Bearer t1', '-4');
    noteAnswerEventId('Bearer t1', '1e3');
    noteAnswerEventId('', '5');
    expect(answersEventId('t1')).toBe('');
  });
});
