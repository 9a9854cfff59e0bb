// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringView>

// Where this checkout's files are, for the suites. The two folders are compiled into one small
// library (tests/common/testpaths.cpp) instead of into each suite as `-D` strings: a suite's
// object then holds no absolute path, so a second checkout of the project (a worktree, a fresh
// clone) finds every suite in the compiler cache instead of compiling all of them again.
namespace testpaths {

// `relative` under the project's source folder ("resources/lessons", "tests/app/data/x"); the
// folder itself for an empty one.
QString source(QStringView relative = {});
// `relative` under the project's build folder ("app/attention-lab").
QString build(QStringView relative = {});

} // namespace testpaths
