/** The portal's runtime configuration (config.json) for a sandbox answering at `sandboxUrl`. */
export const portalConfigFor = (sandboxUrl: string) => ({
  apiBaseUrl: `${sandboxUrl}/v1`,
  fileBaseUrl: `${sandboxUrl}/files`,
  paymentPageUrl: `${sandboxUrl}/sandbox/payment`,
  signingOrigin: sandboxUrl,
});
