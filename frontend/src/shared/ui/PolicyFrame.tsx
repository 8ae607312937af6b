import './policyFrame.css'

/** The page style of a policy: the apps' font, colour and link colour. */
const DOCUMENT_STYLE = `<style>
  body { font: 14px/1.6 -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,
    'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif; color: rgba(0, 0, 0, 0.88); margin: 0; padding: 4px 8px; }
  h1, h2, h3 { line-height: 1.3; }
  a { color: #0958d9; }
</style>`

interface PolicyFrameProps {
  /** The frame's accessible name. */
  title: string
  /** The policy's HTML, as the server keeps it (sanitised). */
  html: string
}

/**
 * One policy's HTML (the Terms of Use, the Privacy Policy) as the apps show
 * it. The text is an administrator's setting, so it is rendered in a
 * sandboxed frame: its markup is shown, but no script in it runs and it
 * cannot reach the page or its cookies. The admin console's preview uses the
 * same frame, so staff see what centres and teachers will see.
 */
export function PolicyFrame({ title, html }: PolicyFrameProps) {
  return <iframe className="policy-frame" title={title} sandbox="" srcDoc={`${DOCUMENT_STYLE}${html}`} />
}
