/** Work in progress: replaced by the feature's page. */
export default function Page() {
  return <h1>Coming soon</h1>;
}
