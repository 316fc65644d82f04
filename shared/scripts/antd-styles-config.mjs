// The antd components whose styles ship in antd-styles.css (every component a page imports from
// antd, and those they render inside: Select's empty state, Modal's buttons).
export const antdComponents = ['Button', 'Flex', 'Modal', 'Select', 'AutoComplete', 'Empty'];
// The theme settings the runtime scope shares with the extraction: unhashed class names (the same
// in light and dark) and CSS variables.
export const antdThemeBase = { hashed: false, zeroRuntime: false };
