// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// The set-up the chart and page suites repeated word for word (tst_chartgeometry four times,
// tst_gainknobpage once more, a `duplicates` finding): the interface in a locale, and a lesson
// opened in the main window as a student opens it.

#include "app/blocks/questionblock.h"
#include "app/lessonpage.h"
#include "app/mainwindow.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QLocale>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

namespace lessonwindow {

// The page settles (benches warm, math typeset) in about a second; the bound only guards against
// a hang on a loaded 2-core machine.
inline constexpr int kSettleMs = 60000;

// The default locale and the interface's catalogue for it (":/i18n/attention-lab_<locale>") for
// the scope's life, both undone at its end.
class LocaleScope {
public:
    explicit LocaleScope(const QString& localeName) {
        QLocale::setDefault(QLocale(localeName));
        if (translator_.load(QLocale(localeName), QStringLiteral("attention-lab"),
                             QStringLiteral("_"), QStringLiteral(":/i18n")))
            installed_ = QCoreApplication::installTranslator(&translator_);
    }
    ~LocaleScope() {
        QLocale::setDefault(previous_);
        if (installed_)
            QCoreApplication::removeTranslator(&translator_);
    }
    LocaleScope(const LocaleScope&) = delete;
    LocaleScope& operator=(const LocaleScope&) = delete;

private:
    QLocale previous_;
    QTranslator translator_;
    bool installed_ = false;
};

enum class Predictions {
    Open,     // as the lesson opens, what predictions hold back still held back
    Answered, // every unanswered choice question answered with its first option and checked
};

// A lesson in the main window in a data folder of its own, no record kept, `width` x `height`
// (0: 900 from 1440 px, else 600, the suites' narrow and wide windows), shown, its page built
// whole and settled. page() is null when a step failed (not exposed, no page, not settled).
class LessonWindow {
public:
    LessonWindow(const QString& lessonId, int width, const QString& localeName,
                 Predictions predictions, int height = 0) {
        app::MainWindowOptions options;
        options.dataDir = data_.path();
        options.lessonId = lessonId;
        options.localeName = localeName;
        options.keepRecord = false;
        window_ = std::make_unique<app::MainWindow>(options);
        window_->resize(width, height > 0 ? height : (width >= 1440 ? 900 : 600));
        window_->show();
        if (!QTest::qWaitForWindowExposed(window_.get()))
            return;
        app::LessonPage* page = window_->page();
        if (!page)
            return;
        page->ensureBuilt();
        if (predictions == Predictions::Answered) {
            for (app::QuestionBlock* question : page->questions()) {
                if (question->isAnswered() || question->optionButtons().isEmpty())
                    continue;
                question->optionButtons().first()->click();
                question->checkButton()->click();
            }
        }
        if (!QTest::qWaitFor([page] { return page->isSettled(); }, kSettleMs))
            return;
        QCoreApplication::processEvents();
        page_ = page;
    }

    app::MainWindow* window() const { return window_.get(); }
    app::LessonPage* page() const { return page_; }

private:
    QTemporaryDir data_;
    std::unique_ptr<app::MainWindow> window_;
    app::LessonPage* page_ = nullptr;
};

} // namespace lessonwindow
