// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Developer aid (not a test): the README's pictures of the learner's record. Opens the main
// window on the record in DATA_DIR (as ATTN_DATA_DIR would), then saves the course overview and
// the review (its first numeric card answered) as PNGs.
//     record_shots DATA_DIR OVERVIEW.png REVIEW.png

#include "app/mainwindow.h"
#include "app/overviewpage.h"
#include "app/reviewpage.h"

#include <QApplication>
#include <QLineEdit>
#include <QTreeWidget>

#include <cmath>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc < 4)
        return 2;
    app::MainWindowOptions options;
    options.dataDir = QString::fromLocal8Bit(argv[1]);
    options.keepRecord = false; // a picture is no study session
    options.reviewSeed = 2026;
    app::MainWindow window(options);
    window.resize(1280, 760);
    window.show();
    window.showOverview();
    QTreeWidget* table = window.overviewPage()->table();
    for (int i = 0; i < table->topLevelItemCount(); ++i)
        table->topLevelItem(i)->setExpanded(i == 2);
    table->setCurrentItem(table->topLevelItem(2));
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();
    if (!window.grab().save(QString::fromLocal8Bit(argv[2]), "PNG"))
        return 1;

    window.showReview();
    for (app::ReviewCard* card : window.reviewPage()->cards()) {
        if (card->questionId() != QLatin1String("chain-sigma"))
            continue;
        card->numericField()->setText(
            QString::number(9 * card->values().value(QStringLiteral("bankdk")), 'f', 0));
        card->check();
        break;
    }
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();
    return window.grab().save(QString::fromLocal8Bit(argv[3]), "PNG") ? 0 : 1;
}
