/**
 * Stands in for libraries that a dependency imports but the app never runs (vite.config.ts,
 * UNUSED_IMPORTS): the Firebase SDKs behind reactfire's Realtime Database, Remote Config, Functions and
 * Storage hooks, re2js, which Firestore needs only for pipeline queries, and the bare import of
 * hoist-non-react-statics in @emotion/react's entry (nothing is taken from it there). The build resolves those imports
 * here only when those dependencies import them. Reaching any of these means the app started using
 * one of them, and it must then be taken off the list in vite.config.ts.
 */
function unused(name: string): never {
  throw new Error(`${name} belongs to a library that this app does not ship (see vite.config.ts)`);
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
// firebase/storage, as reactfire's StorageImage and useStorageDownloadURL would use it (the app's own
// uploads and downloads import the real SDK: src/lib/file-storage.ts)
export const getDownloadURL = () => unused('getDownloadURL');
export const ref = () => unused('ref');
// re2js (Firestore's pipeline regular expressions; Firestore catches the error and logs it)
export const RE2JS = {
  compile: (): never => unused('RE2JS.compile'),
};
