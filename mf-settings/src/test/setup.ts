import { configure } from '@testing-library/react';

// antd renders deep trees and the machine is shared: give async queries room before failing.
configure({ asyncUtilTimeout: 5000 });
