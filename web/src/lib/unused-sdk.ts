/**
 * Stands in for the Firebase SDKs that reactfire imports but the app never uses (Realtime Database,
 * Remote Config, Cloud Functions callables), so that none of them is shipped in any chunk. The build
 * (vite.config.ts, `unusedFirebaseSdks`) resolves those imports to this module only when reactfire
 * imports them; calling any of these means a screen started using one of reactfire's hooks for
 * them, and that SDK must then be taken off the list in vite.config.ts.
 */
function unused(name: string): never {
  throw new Error(`${name} belongs to a Firebase SDK that this app does not ship (see vite.config.ts)`);
}

// firebase/database
export const get = () => unused('get');
export const off = () => unused('off');
export const onChildAdded = () => unused('onChildAdded');
export const onChildChanged = () => unused('onChildChanged');
export const onChildMoved = () => unused('onChildMoved');
export const onChildRemoved = () => unused('onChildRemoved');
export const onValue = () => unused('onValue');
// firebase/remote-config
export const ensureInitialized = () => unused('ensureInitialized');
export const getAll = () => unused('getAll');
export const getBoolean = () => unused('getBoolean');
export const getNumber = () => unused('getNumber');
export const getString = () => unused('getString');
export const getValue = () => unused('getValue');
// firebase/functions
export const httpsCallable = () => unused('httpsCallable');
