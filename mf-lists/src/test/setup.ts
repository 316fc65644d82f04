import { configure } from '@testing-library/react';

// antd injects many style tags, which makes jsdom's visibility checks in *ByRole very slow; hidden
// content here is unmounted (closed dialogs, menus, hidden items), so skipping the checks loses
// nothing. A shared machine needs more than the 1 s default for async finds.
configure({ defaultHidden: true, asyncUtilTimeout: 5_000 });

// listsApi logs the real error before turning it into "Unknown server error" (SPEC §8); the
// failure tests provoke that on purpose.
const realError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] instanceof Error && args[0].name === 'ApiError') return;
    realError(...args);
  });
});
afterEach(() => jest.restoreAllMocks());
