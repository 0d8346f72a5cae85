// Chapter module: filled in by the Part I work.
