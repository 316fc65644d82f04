import type { User } from '@organizator/shared/contract';
import { createContext, useContext } from 'react';

/** The signed-in user once `GET /me` answered; null while it is loading. */
export const CurrentUserContext = createContext<User | null>(null);

export const useCurrentUser = () => useContext(CurrentUserContext);
