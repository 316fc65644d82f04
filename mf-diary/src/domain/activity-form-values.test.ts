import { ACTIVITY_NAME_MAX } from '@organizator/shared/contract';
import { activityFormErrors, toActivity } from './activity-form-values';

const valid = { name: 'Plivanje', duration: '45', energy: '400,4' };

describe('the activity form', () => {
  it('accepts what the contract accepts, numbers with a decimal comma', () => {
    expect(activityFormErrors(valid)).toEqual({});
    expect(toActivity(valid)).toEqual({ name: 'Plivanje', duration: 45, energy: 400 });
  });

  it('refuses what the API would refuse, with the field’s message', () => {
    expect(
      activityFormErrors({
        name: 'x'.repeat(ACTIVITY_NAME_MAX + 1),
        duration: String(24 * 60 + 1),
        energy: '-1',
      }),
    ).toEqual({
      name: 'Naziv može imati najviše 120 znakova',
      duration: 'Upišite broj',
      energy: 'Upišite broj',
    });
    expect(activityFormErrors({ name: '   ', duration: 'pola sata', energy: '' })).toEqual({
      name: 'Naziv je obavezan',
      duration: 'Upišite broj',
      energy: 'Upišite broj',
    });
  });
});
