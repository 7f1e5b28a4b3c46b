# Sourced by start.sh and test.sh: puts the pnpm that package.json pins ("packageManager") first on
# PATH for this script and everything it starts. The pnpm installed on the machine is used when it
# is that version; otherwise (none, another pnpm 10 that would switch to the pinned one and may
# refuse it, a pnpm 11 that needs a newer Node) the pinned one is installed with npm into
# .tools/pnpm-<version> (a few seconds, once; no root needed).
want=$(node -p "require('./package.json').packageManager.replace(/^pnpm@/, '')")
if [ "$( (pnpm --version) 2>/dev/null)" != "$want" ]; then
  tools="$PWD/.tools/pnpm-$want"
  if [ ! -x "$tools/bin/pnpm" ]; then
    echo "Installing pnpm $want into .tools/ (the pnpm on PATH is not $want) …"
    npm install --global --prefix "$tools" "pnpm@$want" --no-audit --no-fund --loglevel=error
  fi
  export PATH="$tools/bin:$PATH"
fi
unset want tools
