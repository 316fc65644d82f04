import * as client from '@organizator/shared/client';
import * as contract from '@organizator/shared/contract';
import * as domain from '@organizator/shared/domain';
import * as i18n from '@organizator/shared/i18n';
import * as providers from '@organizator/shared/providers';
import * as query from '@organizator/shared/query';
import * as router from '@organizator/shared/router';
import * as runtime from '@organizator/shared/runtime';
import * as reactQuery from '@tanstack/react-query';
import dayjs from 'dayjs';
import React from 'react';
import jsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';

/**
 * The module each shared request stands for in the shell: what a remote gets instead of its own
 * copy. Each is the value the remote's build expects from that request: a CommonJS package's
 * `module.exports` (its default import here), an ES module's namespace (taken whole, so the build
 * keeps every export a remote may use, not only the shell's).
 */
export const SHELL_SHARED_MODULES = {
  react: () => React,
  'react/jsx-runtime': () => jsxRuntime,
  'react-dom': () => ReactDOM,
  'react-dom/client': () => ReactDOMClient,
  '@tanstack/react-query': () => reactQuery,
  dayjs: () => dayjs,
  '@organizator/shared/contract': () => contract,
  '@organizator/shared/client': () => client,
  '@organizator/shared/query': () => query,
  '@organizator/shared/runtime': () => runtime,
  '@organizator/shared/i18n': () => i18n,
  '@organizator/shared/domain': () => domain,
  '@organizator/shared/providers': () => providers,
  '@organizator/shared/router': () => router,
} as const;

export type SharedRequest = keyof typeof SHELL_SHARED_MODULES;
