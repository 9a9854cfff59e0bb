// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/helpdialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace app {

QString HelpDialog::guidePath(const QString& localeName) {
    const QString language = QLocale(localeName).name().section(QLatin1Char('_'), 0, 0);
    const QString edition = QStringLiteral(":/help/help.%1.md").arg(language);
    return QFile::exists(edition) ? edition : QStringLiteral(":/help/help.md");
}

HelpDialog::HelpDialog(const QString& localeName, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Attention Lab help"));
    browser_ = new QTextBrowser(this);
    // The guide is the application's own text; it links nowhere, so nothing is ever opened.
    browser_->setOpenLinks(false);
    browser_->setAccessibleName(tr("Help text"));
    QFile guide(guidePath(localeName));
    if (guide.open(QIODevice::ReadOnly))
        browser_->setMarkdown(QString::fromUtf8(guide.readAll()));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
    resize(720, 640);
}

} // namespace app
