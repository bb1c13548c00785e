import { CHAT_MESSAGE_MAX_LENGTH } from '@more/core';
import * as z from 'zod/mini';
import { pagingQueryWire } from '../request-fields';
import { text } from '../wire-fields';

/** The query of `GET more/user/chat`: the page and its size, always sent. */
export const chatPageQueryWire = z.required(pagingQueryWire);
export type ChatPageQueryWire = z.input<typeof chatPageQueryWire>;

/** The body of `POST more/user/chat/store`: the draft trimmed, 1–1000 characters (chatDraftProblem). */
export const chatMessageBodyWire = z.strictObject({ message: text().check(z.maxLength(CHAT_MESSAGE_MAX_LENGTH)) });
export type ChatMessageBodyWire = z.input<typeof chatMessageBodyWire>;
