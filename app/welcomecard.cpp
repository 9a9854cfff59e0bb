// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/welcomecard.h"

#include "lessons/recorddb.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QSettings>
#include <QToolButton>

namespace app {

namespace {
const QString kShownKey = QStringLiteral("welcome/shown");
} // namespace

WelcomeCard::WelcomeCard(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("welcomeCard"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    text_ = new QLabel(
        tr("Each lesson reads from the top: predict, try the controls, then check. "
           "The guide (%1) explains the rest.")
            .arg(QKeySequence(QKeySequence::HelpContents).toString(QKeySequence::NativeText)),
        this);
    text_->setWordWrap(true);
    guide_ = new QToolButton(this);
    guide_->setText(tr("Open the guide"));
    close_ = new QToolButton(this);
    close_->setText(QStringLiteral("×"));
    close_->setAutoRaise(true);
    close_->setAccessibleName(tr("Close the welcome note"));
    close_->setToolTip(tr("Close; the guide stays under Help"));
    layout->addWidget(text_, 1);
    layout->addWidget(guide_, 0, Qt::AlignVCenter);
    layout->addWidget(close_, 0, Qt::AlignVCenter);
    setAccessibleName(tr("Welcome"));
    setAccessibleDescription(text_->text());
    connect(guide_, &QToolButton::clicked, this, [this] {
        emit guideRequested();
        close();
    });
    connect(close_, &QToolButton::clicked, this, &QWidget::close);
    setAttribute(Qt::WA_DeleteOnClose);
}

bool WelcomeCard::firstStart(const QString& settingsPath, const QString& dataDir) {
    if (settingsPath.isEmpty())
        return false;
    // A record in the folder is a later start, even with settings from before the card: the
    // database, or an old record's JSON not yet moved into one.
    const QString json = QDir(dataDir).filePath(QStringLiteral("progress.json"));
    if (QFileInfo::exists(json) || QFileInfo::exists(lessons::RecordDb::pathBeside(json)))
        return false;
    if (QSettings(settingsPath, QSettings::IniFormat).value(kShownKey).toBool())
        return false;
    markShown(settingsPath);
    return true;
}

void WelcomeCard::markShown(const QString& settingsPath) {
    QSettings settings(settingsPath, QSettings::IniFormat);
    settings.setValue(kShownKey, true);
}

} // namespace app
