import { z } from 'zod';
import { LOGIN_CODE_LENGTH } from '../domain/constants';
import { email, envelope, id, userText } from './common';
import { apiMessages } from './messages';

export { LOGIN_CODE_LENGTH };
export const USER_NAME_MAX = 60;

export const sendVerificationTokenBody = z.object({ email });
export const verifyBody = z.object({
  email,
  token: z.string().trim().min(LOGIN_CODE_LENGTH, apiMessages.codeTooShort).max(32),
});
export const sessionData = z.object({
  session: z.object({ token: z.string() }),
  newUser: z.boolean(),
});

export const teamRef = z.object({ id, ownerId: id });
export const user = z.object({
  id,
  name: z.string().nullable(),
  email: z.string(),
  image: z.string().nullable(),
  team: teamRef.nullable(),
  isTeamOwner: z.boolean(),
  dailyEnergyGoal: z.number().nullable(),
});

export const updateMeBody = z
  .object({
    name: userText.trim().max(USER_NAME_MAX, apiMessages.userNameTooLong).optional(),
    dailyEnergyGoal: z
      .number({ message: apiMessages.mustBeNumber })
      .int()
      .min(0)
      .max(20000)
      .optional(),
  })
  .refine(
    (b) => b.name !== undefined || b.dailyEnergyGoal !== undefined,
    apiMessages.noDataToUpdate,
  );

export const meResponse = envelope(z.object({ user: user.nullable() }));
export const userResponse = envelope(z.object({ user }));
export const verifyResponse = envelope(sessionData);

export type User = z.infer<typeof user>;
export type SessionData = z.infer<typeof sessionData>;
export type UpdateMeBody = z.infer<typeof updateMeBody>;
export type VerifyBody = z.infer<typeof verifyBody>;
