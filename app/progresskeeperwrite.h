// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/progress.h"
#include "lessons/recorddb.h"

#include <QList>
#include <QString>

namespace app::detail {

// Writes `changes` in order, each as its own transaction, through a connection of the calling
// thread; stops at the first that fails. Returns how many were written. Shared by the keeper's
// saves and its changes of the whole record (progresskeeper.cpp, progresskeeperchanges.cpp).
qsizetype writeChanges(const QString& dbPath, const lessons::ProgressStore& store,
                       const QList<lessons::RecordChange>& changes, QString* error);

} // namespace app::detail
