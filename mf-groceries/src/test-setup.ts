import { configure } from '@testing-library/react';

// antd injects many style tags, which makes jsdom's visibility checks in *ByRole very slow; our
// dialogs are destroyed when closed, so skipping those checks loses nothing. Under load, finds
// get more time than the 1 s default.
configure({ defaultHidden: true, asyncUtilTimeout: 5_000 });
