import { z } from 'zod/mini';
import {
  DAILY_ENERGY_GOAL_MAX,
  DAILY_ENERGY_GOAL_MIN,
  LOGIN_CODE_LENGTH,
} from '../domain/constants';
import { email, envelope, id, userText } from './common';
import { apiMessages } from './messages';

const USER_NAME_MAX = 60;

export const sendVerificationTokenBody = z.object({ email });
export const verifyBody = z.object({
  email,
  token: z
    .string()
    .check(z.trim(), z.minLength(LOGIN_CODE_LENGTH, apiMessages.codeTooShort), z.maxLength(32)),
});
const sessionData = z.object({
  session: z.object({ token: z.string() }),
  newUser: z.boolean(),
});

const teamRef = z.object({ id, ownerId: id });
export const user = z.object({
  id,
  name: z.nullable(z.string()),
  email: z.string(),
  image: z.nullable(z.string()),
  team: z.nullable(teamRef),
  isTeamOwner: z.boolean(),
  dailyEnergyGoal: z.nullable(z.number()),
});

export const updateMeBody = z
  .object({
    name: z.optional(
      userText.check(z.trim(), z.maxLength(USER_NAME_MAX, apiMessages.userNameTooLong)),
    ),
    dailyEnergyGoal: z.optional(
      z
        .number({ message: apiMessages.mustBeNumber })
        .check(
          z.int(apiMessages.goalOutOfRange),
          z.gte(DAILY_ENERGY_GOAL_MIN, apiMessages.goalOutOfRange),
          z.lte(DAILY_ENERGY_GOAL_MAX, apiMessages.goalOutOfRange),
        ),
    ),
  })
  .check(
    z.refine(
      (b) => b.name !== undefined || b.dailyEnergyGoal !== undefined,
      apiMessages.noDataToUpdate,
    ),
  );

export const meResponse = envelope(z.object({ user: z.nullable(user) }));
export const userResponse = envelope(z.object({ user }));
export const verifyResponse = envelope(sessionData);

export type User = z.infer<typeof user>;
export type SessionData = z.infer<typeof sessionData>;
export type UpdateMeBody = z.infer<typeof updateMeBody>;
export type VerifyBody = z.infer<typeof verifyBody>;
