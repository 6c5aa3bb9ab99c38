/**
 * The SDK's ES module build (124 KB gzipped; its package.json points only at the 173 KB UMD
 * build). Typed by the adapter's own TencentSdkFactory (sdk.ts), checked against the package in
 * sdk.test.ts.
 */
declare module '@tencentcloud/chat/index.es.js' {
  const TencentCloudChat: unknown;
  export default TencentCloudChat;
}
