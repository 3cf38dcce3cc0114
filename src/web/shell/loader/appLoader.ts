// The one loader counter of the app: every request made through the request core counts here, and the
// page loader shows while it is above zero.
import { createLoaderCounter } from './loaderCounter';

export const appLoader = createLoaderCounter();
