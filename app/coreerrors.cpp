// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/coreerrors.h"

#include <QCoreApplication>

namespace app {

const char* coreErrorSourceText(attn::ErrorCode code) {
    using attn::ErrorCode;
    switch (code) {
    case ErrorCode::EmptyInput:
        return QT_TRANSLATE_NOOP("CoreError", "There are no numbers to compute with: enter some.");
    case ErrorCode::NotANumber:
        return QT_TRANSLATE_NOOP(
            "CoreError", "A value is not a number (NaN or infinity): enter finite numbers.");
    case ErrorCode::BadTemperature:
        return QT_TRANSLATE_NOOP("CoreError",
                                 "The temperature must be a positive number: choose one above 0.");
    case ErrorCode::BadDimension:
        return QT_TRANSLATE_NOOP("CoreError",
                                 "The dimension must be a whole number of at least 1: choose one.");
    case ErrorCode::DimensionMismatch:
        return QT_TRANSLATE_NOOP("CoreError",
                                 "The sizes of the inputs do not match: make them agree.");
    case ErrorCode::HeadsDoNotDivide:
        return QT_TRANSLATE_NOOP("CoreError", "The number of heads does not divide the model "
                                              "width: choose a divisor.");
    case ErrorCode::BadScale:
        return QT_TRANSLATE_NOOP("CoreError",
                                 "The scale must be a positive finite number: choose another.");
    case ErrorCode::BadMask:
        return QT_TRANSLATE_NOOP("CoreError", "The mask does not fit the scores: give one entry "
                                              "per score and leave each row a visible entry.");
    case ErrorCode::BadSampleCount:
        return QT_TRANSLATE_NOOP("CoreError",
                                 "The number of samples is out of range: choose a smaller one.");
    case ErrorCode::BadHistogram:
        return QT_TRANSLATE_NOOP("CoreError", "The histogram's bins or axis range are invalid: "
                                              "use at least one bin and a range with lo < hi.");
    case ErrorCode::NotAProbability:
        return QT_TRANSLATE_NOOP("CoreError", "The weights are not a probability distribution: "
                                              "use non-negative weights that sum to 1.");
    case ErrorCode::TooLarge:
        return QT_TRANSLATE_NOOP("CoreError",
                                 "The numbers are too large to compute with: use smaller ones.");
    }
    return "";
}

QString coreErrorText(const attn::Error& error) {
    const char* source = coreErrorSourceText(error.code);
    const QString translated = QCoreApplication::translate("CoreError", source);
    // Untranslated: the core's own English message is more precise than the table's.
    if (translated == QLatin1String(source))
        return QString::fromStdString(error.message);
    return translated;
}

} // namespace app
