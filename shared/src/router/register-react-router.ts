// By package name, not './index': the host must use (and so provide) the federation singleton.
import { registerRouter } from '@organizator/shared/router';
import * as reactRouter from './direct';

/**
 * Hands the page's react-router to the remotes; called by the shell and standalone entries at boot.
 * The bindings are `./direct`, the same ones jest maps the router to.
 */
export function registerReactRouter() {
  registerRouter(reactRouter);
}
